import type { BrowserContext } from 'playwright-core';

export const E2E_ADMIN = { email: 'e2e-admin@kalasetu.test', password: 'Admin@12345', name: 'E2E Admin' };

export const E2E_PASSWORD = 'Str0ng!pass';

// No import from ./browser: the global setup imports this file, and that one reads vitest's `inject`.
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

export type SweepRole = 'creator' | 'enterprise';

export interface SignedUp {
  id: string;
  email: string;
  name: string;
}

/**
 * Signs a new creator or enterprise up through the API inside the browser context, so the context's pages share
 * the session cookie. Each call makes a fresh account with a unique e-mail.
 */
export async function signUpAs(
  context: BrowserContext,
  role: SweepRole,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const email = uniqueEmail(`e2e-${role}`);
  const name = String(overrides.name ?? (role === 'creator' ? 'Kavya Hegde' : 'Rohini Patil'));
  const common = {
    name,
    email,
    phone: '9845012345',
    address: 'Vidyanagar, Hubballi',
    password: E2E_PASSWORD,
    confirmPassword: E2E_PASSWORD,
  };
  const data =
    role === 'creator'
      ? {
          role,
          ...common,
          bio: 'Reels for weavers and farmers',
          skills: 'Videography, Photography',
          interests: 'Food, Textiles',
          ...overrides,
        }
      : {
          role,
          ...common,
          companyName: 'Dindori Grapes',
          industry: 'agriculture',
          state: 'maharashtra',
          district: 'Nashik',
          turnover: 'range_10_to_50_lakhs',
          productsServices: 'Organic grapes and spices',
          establishedDate: '2015-04-01',
          ...overrides,
        };
  const response = await context.request.post('/api/accounts/signup', { data });
  if (response.status() !== 201)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email, name };
}

/** Signs the context in as the e2e administrator made by the global setup. */
export async function signInAsAdmin(context: BrowserContext): Promise<void> {
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  if (response.status() !== 200)
    throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
}

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema/users';
import { multipart } from '../../modules/portfolio/portfolio.fixtures';
import { signIn, TEST_PASSWORD, uniqueEmail } from '../factories';
import {
  everyone,
  forgedFields,
  guardProtectedFields,
  protectedFields,
  signedIn,
  type MatrixContext,
  type MatrixRow,
} from './matrix-fixtures';

const STRONG = 'Strong@123';
const signUpBody = (extra: object = {}) => ({
  role: 'creator',
  name: 'Matrix Signup',
  email: uniqueEmail('matrix-signup'),
  phone: '98450 12345',
  address: 'Vidyanagar, Hubballi',
  bio: 'Reels for weavers',
  skills: 'Photography',
  interests: ['Travel'],
  password: STRONG,
  confirmPassword: STRONG,
  ...extra,
});

/** The settings form as each role sends it (enterprises must send their company fields). */
function settingsBody(ctx: MatrixContext) {
  const user = ctx.a[ctx.actor];
  const base = {
    name: user?.name ?? 'Nobody',
    email: user?.email ?? 'nobody@example.test',
    location: 'Dharwad',
  };
  if (ctx.actor !== 'enterprise' && ctx.actor !== 'otherEnterprise') return base;
  return {
    ...base,
    companyName: 'Matrix Co',
    industry: 'dairy',
    annualTurnover: 'more_than_5_crores',
    operationalScale: 'national',
    natureOperations: 'Milk',
  };
}

function onboardingBody(ctx: MatrixContext) {
  if (ctx.actor === 'enterprise' || ctx.actor === 'otherEnterprise') {
    return {
      companyName: 'Amrit',
      industry: 'dairy',
      annualTurnover: 'range_1_to_5_crores',
      operationalScale: 'regional',
      natureOperations: 'Milk',
      location: 'Anand',
    };
  }
  return { skills: 'Photography', interests: 'Travel', location: 'Hubballi', bio: 'Reels' };
}

export const ACCOUNT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/health',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/health' } }),
  },
  {
    route: 'GET /api/home',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/home' } }),
  },
  {
    route: 'GET /api/openapi.json',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/openapi.json' } }),
  },
  {
    route: 'GET /api/me',
    case: 'shows the caller only',
    expected: everyone(200),
    prepare: (ctx) => ({
      request: { method: 'GET', url: '/api/me' },
      check: (response) => expect(response.json().user?.id ?? null).toBe(ctx.a[ctx.actor]?.id ?? null),
    }),
  },
  {
    route: 'GET /api/showcase',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/showcase' } }),
  },
  {
    route: 'GET /api/locations/pincode/:pin',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/locations/pincode/415612' } }),
  },
  {
    route: 'GET /api/accounts/providers',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/accounts/providers' } }),
  },
  {
    route: 'POST /api/accounts/signup',
    expected: everyone(201),
    prepare: () => ({ request: { method: 'POST', url: '/api/accounts/signup', payload: signUpBody() } }),
  },
  {
    route: 'POST /api/accounts/signup',
    case: 'admin cannot be chosen',
    expected: everyone(400),
    prepare: (ctx) => {
      const body = signUpBody({ role: 'admin' });
      return {
        request: { method: 'POST', url: '/api/accounts/signup', payload: body },
        check: async () => {
          const rows = await ctx.app.db.select().from(users).where(eq(users.email, body.email));
          expect(rows).toEqual([]);
        },
      };
    },
  },
  {
    route: 'POST /api/accounts/signup',
    case: 'verification and rating are ignored',
    expected: everyone(201),
    prepare: (ctx) => ({
      request: {
        method: 'POST',
        url: '/api/accounts/signup',
        payload: signUpBody({ ...forgedFields(ctx.a.creator.id), role: 'creator' }),
      },
      check: async (response) => {
        const id = response.json().user.id as string;
        expect(id).not.toBe(ctx.a.creator.id);
        expect(await protectedFields(ctx.app, id)).toMatchObject({
          role: 'creator',
          isVerified: false,
          verifiedAt: null,
          ratingAverage: 0,
          ratingCount: 0,
        });
      },
    }),
  },
  {
    route: 'POST /api/accounts/oauth-role',
    expected: everyone(200),
    prepare: () => ({
      request: { method: 'POST', url: '/api/accounts/oauth-role', payload: { role: 'creator' } },
    }),
  },
  {
    route: 'POST /api/accounts/oauth-role',
    case: 'admin cannot be chosen',
    expected: everyone(400),
    prepare: () => ({
      request: { method: 'POST', url: '/api/accounts/oauth-role', payload: { role: 'admin' } },
    }),
  },
  {
    route: 'PATCH /api/me/settings',
    case: 'own settings; forged fields ignored',
    expected: signedIn(200),
    prepare: async (ctx) => ({
      request: {
        method: 'PATCH',
        url: '/api/me/settings',
        payload: { ...settingsBody(ctx), ...forgedFields(ctx.a.otherCreator.id) },
      },
      check: await guardProtectedFields(ctx),
    }),
  },
  {
    route: 'POST /api/me/onboarding',
    case: 'own profile; forged fields ignored',
    expected: { ...signedIn(200), admin: 403 },
    prepare: async (ctx) => ({
      request: {
        method: 'POST',
        url: '/api/me/onboarding',
        payload: { ...onboardingBody(ctx), ...forgedFields(ctx.a.otherCreator.id) },
      },
      check: await guardProtectedFields(ctx),
    }),
  },
  {
    route: 'PUT /api/me/language',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'PUT', url: '/api/me/language', payload: { language: 'kn' } } }),
  },
  {
    route: 'POST /api/me/avatar',
    expected: signedIn(200),
    prepare: (ctx) => ({
      request: {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart({ filename: 'me.png', content: ctx.image }),
      },
    }),
  },
  {
    route: 'GET /api/realtime',
    case: 'opens the caller’s own stream',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/realtime' }, stream: true }),
  },
  {
    route: 'GET /api/accounts/confirm-email',
    case: 'a link that was never mailed changes nothing, for anyone',
    expected: everyone(303),
    prepare: () => ({
      request: {
        method: 'GET',
        url: '/api/accounts/confirm-email?token=00000000-0000-0000-0000-000000000000.x',
      },
      check: (response) => expect(response.headers.location).toBe('/settings?emailChange=invalid'),
    }),
  },
  {
    route: 'POST /api/auth/*',
    case: 'change-email needs the current password, even with a session',
    expected: { ...signedIn(400), anonymous: 401 },
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/auth/change-email',
        payload: { newEmail: uniqueEmail('matrix-new') },
      },
    }),
  },
  // better-auth's catch-all: the parts of it the app uses, and what must stay shut.
  {
    route: 'GET /api/auth/*',
    case: 'get-session',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/auth/get-session' } }),
  },
  {
    route: 'POST /api/auth/*',
    case: 'sign-up/email is closed (sign-up is /api/accounts/signup)',
    expected: everyone(404),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'X', email: uniqueEmail('ba'), password: STRONG },
      },
    }),
  },
  {
    route: 'POST /api/auth/*',
    case: 'sign-in/email with a wrong password',
    expected: everyone(401),
    prepare: (ctx) => ({
      request: {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: ctx.a.creator.email, password: 'Wrong@12345' },
      },
    }),
  },
  {
    route: 'POST /api/auth/*',
    case: 'update-user refuses role, verification and rating',
    expected: { ...signedIn(400), anonymous: 401 },
    prepare: async (ctx) => ({
      request: {
        method: 'POST',
        url: '/api/auth/update-user',
        payload: { ...forgedFields(ctx.a.otherCreator.id), emailVerified: true },
      },
      check: await guardProtectedFields(ctx),
    }),
  },
  {
    route: 'POST /api/auth/*',
    case: 'sign-out ends only the session it is sent with',
    expected: everyone(200),
    prepare: async (ctx) => {
      const self = ctx.a[ctx.actor];
      const cookie = self ? await signIn(ctx.app, self.email, TEST_PASSWORD) : '';
      return {
        request: { method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, payload: {} },
      };
    },
  },
  // The web build: index.html for client routes, hashed files as they are, never HTML for /api or /uploads.
  {
    route: 'GET /*',
    case: 'a client route gets index.html',
    expected: everyone(200),
    prepare: () => ({
      request: { method: 'GET', url: '/jobs' },
      check: (response) => expect(response.body).toContain('<title>KalaSetu</title>'),
    }),
  },
  {
    route: 'GET /*',
    case: 'an unknown /api path is a JSON 404',
    expected: everyone(404),
    prepare: () => ({
      request: { method: 'GET', url: '/api/no-such-thing' },
      check: (response) => expect(response.json().error.code).toBe('not_found'),
    }),
  },
  {
    route: 'GET /index.html',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/index.html' } }),
  },
  {
    route: 'GET /assets/app-test.js',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/assets/app-test.js' } }),
  },
  {
    route: 'GET /uploads/*',
    case: 'a stored file is public',
    expected: everyone(200),
    prepare: async (ctx) => {
      const { url } = await ctx.app.storage.put('avatars', ctx.image, 'png');
      return { request: { method: 'GET', url } };
    },
  },
  {
    route: 'GET /uploads/*',
    case: 'nothing outside the uploads folder',
    expected: everyone(403),
    prepare: () => ({ request: { method: 'GET', url: '/uploads/..%2f..%2fpackage.json' } }),
  },
];

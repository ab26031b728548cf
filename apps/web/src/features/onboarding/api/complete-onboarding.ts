import type { OnboardingCreatorInput, OnboardingEnterpriseInput } from '@kalasetu/shared/accounts';
import type { MeResponse } from '@kalasetu/shared/profiles';
import { api } from '../../../lib/api-client';

/** Stores the onboarding answers on the profile (the server applies the caller's role's schema) and returns it. */
export const completeOnboarding = (input: OnboardingEnterpriseInput | OnboardingCreatorInput) =>
  api<MeResponse>('/api/me/onboarding', { method: 'POST', body: input });

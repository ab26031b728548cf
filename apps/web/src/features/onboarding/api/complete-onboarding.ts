import { completeOnboarding as completeOnboardingOperation } from '@kalasetu/shared/api/accounts';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { request } from '../../../lib/api-client';

/** Stores the onboarding answers on the profile (the server applies the caller's role's schema) and returns it. */
export const completeOnboarding = (body: BodyOf<typeof completeOnboardingOperation>) =>
  request(completeOnboardingOperation, { body });

import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { OnboardingCreatorInput, OnboardingEnterpriseInput } from '@kalasetu/shared/accounts';
import { useAuth } from '../../../lib/auth/auth-provider';
import { destinationAfterLogin } from '../../../lib/auth/redirect';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { completeOnboarding } from '../api/complete-onboarding';

/**
 * Save, then 'Your profile has been updated!' and the page the visitor signed up from, else the role's dashboard; a
 * refusal keeps the form open.
 */
export function useOnboardingSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (values: OnboardingEnterpriseInput | OnboardingCreatorInput) => {
      try {
        const { user } = await completeOnboarding(values);
        if (user) setUser(user);
        toast.success(t('onboarding.success'));
        // A visitor who signed up to do something (invite a creator, apply) goes back to it.
        navigate(destinationAfterLogin(user?.role), { replace: true });
      } catch (error) {
        applyServerFieldErrors(error, setError, fields);
        toast.error(t('onboarding.failed'));
      }
    },
    [t, setUser, navigate, setError, fields],
  );
}

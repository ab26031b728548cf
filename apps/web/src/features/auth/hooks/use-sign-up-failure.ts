import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { MissingUserError } from '../../../lib/auth/auth-provider';

/**
 * A refused sign-up: field messages go on their fields (a taken e-mail on the e-mail field), and the toast
 * carries the server's message, or 'Registration failed. Please try again.' when there is none.
 */
export function useSignUpFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof MissingUserError) {
        toast.error(t('auth.signup.noUserInfo'));
        return;
      }
      applyServerFieldErrors(error, setError, fields);
      if (error instanceof ApiError && error.code === 'email_taken' && fields.includes('email' as Path<T>)) {
        setError('email' as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
      }
      toast.error(error instanceof ApiError && error.status ? error.message : t('auth.signup.failed'));
    },
    [t, setError, fields],
  );
}

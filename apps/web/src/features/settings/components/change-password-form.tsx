import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { changePasswordSchema, type ChangePasswordInput } from '@kalasetu/shared/accounts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { changePassword } from '../api/change-password';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** Current password, then a new one under the same rule as sign-up. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.password });
      form.reset(EMPTY);
      toast.success(t('settings.password.success'));
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['password'], { newPassword: 'password' })) return;
      if (error instanceof ApiError && error.code === 'invalid_password') {
        form.setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(error instanceof ApiError ? error.message : t('settings.password.failed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4">
      <FormField
        label={t('settings.fields.currentPassword')}
        error={errors.currentPassword?.message}
        required
      >
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField
        label={t('settings.fields.newPassword')}
        error={errors.password?.message}
        hint={t('validation.passwordRule')}
        required
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField
        label={t('settings.fields.confirmPassword')}
        error={errors.confirmPassword?.message}
        required
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <p className="text-sm text-stone-600">{t('settings.password.otherSessions')}</p>
      <Button type="submit" disabled={isSubmitting}>
        {t('settings.password.submit')}
      </Button>
    </form>
  );
}

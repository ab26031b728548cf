import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { promoteUserSchema, type PromoteUserData } from '@kalasetu/shared/admin';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { usePromoteUser } from '../api/admin-mutations';

/** How long the 'sign out and in again' notice stays (spec: 6 seconds). */
const PROMOTE_NOTICE_MS = 6000;

export function PromoteUserForm() {
  const { t } = useTranslation();
  const promote = usePromoteUser();
  const form = useForm<PromoteUserData>({
    resolver: zodResolver(promoteUserSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await promote.mutateAsync(email);
      toast.success(t('admin.promote.success', { email }));
      toast.info(t('admin.promote.relogin'), { duration: PROMOTE_NOTICE_MS });
      form.reset();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 404 ? error.message : t('admin.promote.failed'),
      );
    }
  });

  return (
    <form onSubmit={submit} className="max-w-md space-y-4" noValidate>
      <FormField label={t('admin.promote.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <p className="text-sm text-stone-600">{t('admin.promote.note')}</p>
      <Button type="submit" disabled={isSubmitting}>
        {t('admin.promote.submit')}
      </Button>
    </form>
  );
}

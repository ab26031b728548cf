import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { createUserSchema, type CreateUserData } from '@kalasetu/shared/admin';
import { ROLES, type Role } from '@kalasetu/shared/roles';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreateUser } from '../api/admin-mutations';

const FIELDS = ['name', 'email', 'password', 'role'] as const;

/** Add user: the account can sign in at once with the password given here. */
export function AddUserDialog({
  open,
  onOpenChange,
  role = 'creator',
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  role?: Role;
}) {
  const { t } = useTranslation();
  const createUser = useCreateUser();
  const form = useForm<CreateUserData>({
    resolver: zodResolver(createUserSchema),
    values: { name: '', email: '', password: '', role },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (data) => {
    try {
      await createUser.mutateAsync(data);
      toast.success(t(`admin.addUser.success.${data.role}`));
      form.reset();
      onOpenChange(false);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      const reason = error instanceof ApiError ? error.message : t('admin.unexpected');
      toast.error(t('admin.addUser.failed', { reason }));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.addUser.title')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField label={t('admin.addUser.name')} error={errors.name?.message} required>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={t('admin.addUser.email')} error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label={t('admin.addUser.password')} error={errors.password?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t('admin.addUser.role')} error={errors.role?.message} required>
          <Select {...form.register('role')}>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.roles.${value}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('admin.addUser.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { creatorSignUpSchema, type CreatorSignUpInput, type SignUpData } from '@kalasetu/shared/accounts';
import { AvatarPicker } from '../../../components/ui/avatar-picker';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useAvatarUpload } from '../../../lib/use-avatar-upload';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useSignUpFailure } from '../hooks/use-sign-up-failure';

type Parsed = Extract<SignUpData, { role: 'creator' }>;

const FIELDS = ['name', 'email', 'phone', 'address', 'password', 'confirmPassword'] as const;

/**
 * Register with who and where the creator is, then the optional avatar, then on to onboarding, which asks the
 * rest of the profile (bio, skills, interests) with the place already filled from the address
 * (docs/product/accounts.md).
 */
export function CreatorSignUpForm() {
  const { t } = useTranslation();
  const { signUp, refresh } = useAuth();
  const navigate = useNavigate();
  const [avatar, setAvatar] = useState<File | null>(null);
  const avatarUpload = useAvatarUpload();
  const form = useForm<CreatorSignUpInput, unknown, Parsed>({
    resolver: zodResolver(creatorSignUpSchema),
    defaultValues: {
      role: 'creator',
      name: '',
      email: '',
      phone: '',
      address: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });
  const reportFailure = useSignUpFailure(form.setError, FIELDS);
  const message = (error: { message?: string } | undefined) => error?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signUp(values);
    } catch (error) {
      reportFailure(error);
      return;
    }
    if (avatar) {
      try {
        await avatarUpload.upload(avatar);
        await refresh();
      } catch (error) {
        // The account exists either way; the picture can be added later in settings.
        toast.error(error instanceof ApiError ? error.message : t('auth.signup.avatarFailed'));
      }
    }
    toast.success(t('auth.signup.success'));
    navigate('/onboarding', { replace: true });
  });

  const busy = isSubmitting || avatarUpload.progress !== null;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('auth.fields.fullName')} error={message(errors.name)} required>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('auth.fields.email')} error={message(errors.email)} required>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField
        label={t('auth.fields.phone')}
        error={message(errors.phone)}
        hint={t('auth.hints.phone')}
        required
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
      </FormField>
      <FormField label={t('auth.fields.address')} error={message(errors.address)} required>
        <Input autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <FormField
        label={t('auth.fields.password')}
        error={message(errors.password)}
        hint={t('validation.passwordRule')}
        required
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('auth.fields.confirmPassword')} error={message(errors.confirmPassword)} required>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <div className="sm:col-span-2">
        <AvatarPicker
          label={t('auth.fields.avatarOptional')}
          name={name}
          file={avatar}
          onFileChange={setAvatar}
          progress={avatarUpload.progress}
          disabled={busy}
        />
      </div>
      <Button type="submit" className="w-full sm:col-span-2" disabled={busy}>
        {busy ? t('auth.signup.submitting') : t('auth.signup.createAccount')}
      </Button>
    </form>
  );
}

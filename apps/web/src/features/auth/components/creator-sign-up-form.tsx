import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { creatorSignUpSchema, type CreatorSignUpInput, type SignUpData } from '@kalasetu/shared/accounts';
import { phoneField } from '@kalasetu/shared/fields';
import { creatorPhoneSignUpSchema, type PhoneSignUpData } from '@kalasetu/shared/phone-codes';
import { AvatarPicker } from '../../../components/ui/avatar-picker';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useAvatarUpload } from '../../../lib/use-avatar-upload';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useSignUpFailure } from '../hooks/use-sign-up-failure';
import { signUpWithPhone } from '../api/phone-sign-in';
import { useSignUpMethod } from '../hooks/use-sign-up-method';
import { PhoneCodeFields } from '../../../components/phone/phone-code-fields';
import { SignUpMethodChoice, type SignUpMethod } from './sign-up-method';

type Parsed = Extract<SignUpData, { role: 'creator' }> | Extract<PhoneSignUpData, { role: 'creator' }>;
type Values = CreatorSignUpInput & { code: string };

const FIELDS = ['name', 'email', 'phone', 'address', 'password', 'confirmPassword', 'code'] as const;
const byEmail = zodResolver(creatorSignUpSchema) as unknown as Resolver<Values, unknown, Parsed>;
const byPhone = zodResolver(creatorPhoneSignUpSchema) as unknown as Resolver<Values, unknown, Parsed>;

/**
 * Register with who and where the creator is, then the optional avatar, then on to onboarding, which asks the
 * rest of the profile (bio, skills, interests) with the place already filled from the address
 * (docs/product/accounts.md).
 */
export function CreatorSignUpForm() {
  const { t } = useTranslation();
  const { signUp, refresh, setUser } = useAuth();
  const navigate = useNavigate();
  const [avatar, setAvatar] = useState<File | null>(null);
  const avatarUpload = useAvatarUpload();
  const { method, resolver, choose } = useSignUpMethod(byEmail, byPhone);
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    defaultValues: {
      role: 'creator',
      name: '',
      email: '',
      phone: '',
      address: '',
      password: '',
      confirmPassword: '',
      code: '',
    },
  });
  const chooseMethod = (next: SignUpMethod) => choose(next, () => form.clearErrors());
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });
  const reportFailure = useSignUpFailure(form.setError, FIELDS);
  const message = (error: { message?: string } | undefined) => error?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      if ('code' in values) {
        const { user } = await signUpWithPhone(values);
        if (user) setUser(user);
      } else await signUp(values);
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
      <SignUpMethodChoice value={method} onChange={chooseMethod} />
      {method === 'phone' ? (
        <PhoneCodeFields
          className="space-y-4 sm:col-span-2"
          purpose="sign-up"
          readNumber={async () =>
            (await form.trigger('phone')) ? phoneField.parse(form.getValues('phone')) : null
          }
          codeInput={form.register('code')}
          error={message(errors.code)}
        />
      ) : (
        <>
          <FormField
            label={t('auth.fields.password')}
            error={message(errors.password)}
            hint={t('validation.passwordRule')}
            required
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField
            label={t('auth.fields.confirmPassword')}
            error={message(errors.confirmPassword)}
            required
          >
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </>
      )}
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

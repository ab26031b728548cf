import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { phoneCodeCheckSchema, type PhoneCodeCheck } from '@kalasetu/shared/phone-codes';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { destinationAfterLogin } from '../../../lib/auth/redirect';
import { toast } from '../../../lib/toast';
import { signInWithPhone } from '../api/phone-sign-in';
import { PhoneCodeSender } from '../../../components/phone/phone-code-sender';

/** A mobile number and the 6-digit code sent to it by SMS (docs/product/accounts.md). */
export function PhoneSignInForm() {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const [codeSent, setCodeSent] = useState(false);
  const [failure, setFailure] = useState<{ message: string; signUp: boolean } | null>(null);
  const form = useForm<PhoneCodeCheck>({
    resolver: zodResolver(phoneCodeCheckSchema),
    defaultValues: { phoneNumber: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const readNumber = async () =>
    (await form.trigger('phoneNumber'))
      ? phoneCodeCheckSchema.shape.phoneNumber.parse(form.getValues('phoneNumber'))
      : null;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await signInWithPhone(values);
      if (!user) throw new Error('signed in without a user');
      setUser(user);
      toast.success(t('auth.signin.success'));
      navigate(destinationAfterLogin(user.role), { replace: true });
    } catch (error) {
      const known = error instanceof ApiError && error.status;
      setFailure({
        message: known ? error.message : t('auth.signin.failed'),
        signUp: error instanceof ApiError && error.code === 'phone_not_registered',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        label={t('auth.fields.mobile')}
        error={errors.phoneNumber?.message}
        hint={t('auth.hints.phone')}
        required
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phoneNumber')} />
      </FormField>
      <PhoneCodeSender purpose="sign-in" readNumber={readNumber} onSent={() => setCodeSent(true)} />
      {codeSent ? (
        <FormField label={t('auth.fields.code')} error={errors.code?.message} required>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...form.register('code')} />
        </FormField>
      ) : null}
      {failure ? (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p>{failure.message}</p>
          {failure.signUp ? (
            <Link to="/signup" className="inline-flex min-h-11 items-center font-medium underline">
              {t('auth.signin.signUpLink')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {codeSent ? (
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signin.submitting') : t('auth.signin.submit')}
        </Button>
      ) : null}
    </form>
  );
}

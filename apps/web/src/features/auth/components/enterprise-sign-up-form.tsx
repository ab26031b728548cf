import { zodResolver } from '@hookform/resolvers/zod';
import { flushSync } from 'react-dom';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  enterpriseSignUpSchema,
  type EnterpriseSignUpInput,
  type SignUpData,
} from '@kalasetu/shared/accounts';
import { phoneField } from '@kalasetu/shared/fields';
import { INDUSTRIES, STATES, districtsOf } from '@kalasetu/shared/options';
import { enterprisePhoneSignUpSchema, type PhoneSignUpData } from '@kalasetu/shared/phone-codes';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useSignUpFailure } from '../hooks/use-sign-up-failure';
import { OptionSelect } from '../../../components/ui/option-select';
import { PincodeInput } from '../../../components/location/pincode-input';
import { signUpWithPhone } from '../api/phone-sign-in';
import { useSignUpMethod } from '../hooks/use-sign-up-method';
import { PhoneCodeFields } from '../../../components/phone/phone-code-fields';
import { SignUpMethodChoice, type SignUpMethod } from './sign-up-method';

type Parsed = Extract<SignUpData, { role: 'enterprise' }> | Extract<PhoneSignUpData, { role: 'enterprise' }>;
type Values = EnterpriseSignUpInput & { code: string };
const byEmail = zodResolver(enterpriseSignUpSchema) as unknown as Resolver<Values, unknown, Parsed>;
const byPhone = zodResolver(enterprisePhoneSignUpSchema) as unknown as Resolver<Values, unknown, Parsed>;

const FIELDS = [
  'name',
  'companyName',
  'industry',
  'state',
  'district',
  'productsServices',
  'phone',
  'establishedDate',
  'address',
  'email',
  'password',
  'confirmPassword',
  'code',
] as const;

/** Today in India, as the latest date an enterprise can have been established. */
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** Every field required; the district list follows the state and is disabled until one is chosen. */
export function EnterpriseSignUpForm() {
  const { t, i18n } = useTranslation();
  const { signUp, setUser } = useAuth();
  const navigate = useNavigate();
  const { method, resolver, choose } = useSignUpMethod(byEmail, byPhone);
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    defaultValues: {
      role: 'enterprise',
      name: '',
      companyName: '',
      industry: '' as EnterpriseSignUpInput['industry'],
      state: '',
      district: '',
      productsServices: '',
      phone: '',
      establishedDate: '',
      address: '',
      email: '',
      password: '',
      confirmPassword: '',
      code: '',
    },
  });
  const chooseMethod = (next: SignUpMethod) => choose(next, () => form.clearErrors());
  const { errors, isSubmitting } = form.formState;
  const reportFailure = useSignUpFailure(form.setError, FIELDS);
  const state = useWatch({ control: form.control, name: 'state' });
  const districts = districtsOf(state);
  // 36 states and union territories: in the reader's alphabetical order, so a Hindi reader finds theirs.
  const collator = new Intl.Collator(i18n.language);
  const states = STATES.map((value) => ({ value, label: t(`options.state.${value}`) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
  const fillPlace = (place: { state: string; district: string | null }) => {
    const validate = { shouldValidate: form.formState.isSubmitted };
    // The district's options follow the state: render them before choosing one, or the choice finds no option.
    flushSync(() => form.setValue('state', place.state, validate));
    form.setValue('district', place.district ?? '', validate);
  };

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
    toast.success(t('auth.signup.success'));
    navigate('/onboarding', { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('auth.fields.contactName')} error={errors.name?.message} required>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('auth.fields.companyName')} error={errors.companyName?.message} required>
        <Input autoComplete="organization" {...form.register('companyName')} />
      </FormField>
      <FormField label={t('auth.fields.industry')} error={errors.industry?.message} required>
        <OptionSelect
          values={INDUSTRIES}
          labelPrefix="options.industry"
          placeholder={t('auth.placeholders.industry')}
          {...form.register('industry')}
        />
      </FormField>
      {/* A row of its own, half as wide as the form: six digits need no more. */}
      <div className="sm:col-span-2 sm:grid sm:grid-cols-2 sm:gap-4">
        <PincodeInput onFound={fillPlace} />
      </div>
      <FormField label={t('auth.fields.state')} error={errors.state?.message} required>
        <Select
          {...form.register('state', {
            // A district belongs to one state: a new state clears the old choice.
            onChange: () => form.setValue('district', ''),
          })}
        >
          <option value="">{t('auth.placeholders.state')}</option>
          {states.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('auth.fields.district')}
        error={errors.district?.message}
        hint={state ? undefined : t('auth.hints.districtAfterState')}
        required
      >
        <Select disabled={!state} {...form.register('district')}>
          <option value="">{t('auth.placeholders.district')}</option>
          {districts.map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('auth.fields.productsServices')}
        error={errors.productsServices?.message}
        required
        className="sm:col-span-2"
      >
        <Textarea rows={3} {...form.register('productsServices')} />
      </FormField>
      <FormField
        label={t('auth.fields.phone')}
        error={errors.phone?.message}
        hint={t('auth.hints.phone')}
        required
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
      </FormField>
      <FormField label={t('auth.fields.establishedDate')} error={errors.establishedDate?.message} required>
        <Input type="date" max={todayInIndia()} {...form.register('establishedDate')} />
      </FormField>
      <FormField
        label={t('auth.fields.address')}
        error={errors.address?.message}
        required
        className="sm:col-span-2"
      >
        <Input autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <FormField label={t('auth.fields.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <div className="hidden sm:block" />
      <SignUpMethodChoice value={method} onChange={chooseMethod} />
      {method === 'phone' ? (
        <PhoneCodeFields
          className="space-y-4 sm:col-span-2"
          purpose="sign-up"
          readNumber={async () =>
            (await form.trigger('phone')) ? phoneField.parse(form.getValues('phone')) : null
          }
          codeInput={form.register('code')}
          error={errors.code?.message}
        />
      ) : (
        <>
          <FormField
            label={t('auth.fields.password')}
            error={errors.password?.message}
            hint={t('validation.passwordRule')}
            required
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField
            label={t('auth.fields.confirmPassword')}
            error={errors.confirmPassword?.message}
            required
          >
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </>
      )}
      <Button type="submit" className="w-full sm:col-span-2" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signup.submitting') : t('auth.signup.createAccount')}
      </Button>
    </form>
  );
}

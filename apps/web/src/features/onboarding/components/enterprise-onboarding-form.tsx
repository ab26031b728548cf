import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { onboardingEnterpriseSchema, type OnboardingEnterpriseInput } from '@kalasetu/shared/accounts';
import { INDUSTRIES, OPERATIONAL_SCALES, TURNOVER_BANDS } from '@kalasetu/shared/options';
import type { Me } from '@kalasetu/shared/profiles';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { OnboardingActions } from './onboarding-actions';
import { useOnboardingSubmit } from '../hooks/use-onboarding-submit';
import { OptionSelect } from '../../../components/ui/option-select';

const FIELDS = [
  'companyName',
  'industry',
  'annualTurnover',
  'operationalScale',
  'natureOperations',
  'location',
] as const;

/** Company name, industry, annual turnover, operational scale, nature of operations and location. */
export function EnterpriseOnboardingForm({ user }: { user: Me }) {
  const { t } = useTranslation();
  const form = useForm<OnboardingEnterpriseInput>({
    resolver: zodResolver(onboardingEnterpriseSchema),
    defaultValues: {
      companyName: user.companyName ?? '',
      industry: (user.industry ?? '') as OnboardingEnterpriseInput['industry'],
      annualTurnover: (user.turnover ?? '') as OnboardingEnterpriseInput['annualTurnover'],
      operationalScale: (user.operationalScale ?? '') as OnboardingEnterpriseInput['operationalScale'],
      natureOperations: user.natureOperations ?? user.productsServices ?? '',
      location: user.location ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const save = useOnboardingSubmit(form.setError, FIELDS);

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('onboarding.fields.companyName')}
        error={errors.companyName?.message}
        required
        className="sm:col-span-2"
      >
        <Input autoComplete="organization" {...form.register('companyName')} />
      </FormField>
      <FormField label={t('onboarding.fields.industry')} error={errors.industry?.message} required>
        <OptionSelect
          values={INDUSTRIES}
          labelPrefix="options.industry"
          placeholder={t('onboarding.placeholders.industry')}
          {...form.register('industry')}
        />
      </FormField>
      <FormField
        label={t('onboarding.fields.annualTurnover')}
        error={errors.annualTurnover?.message}
        required
      >
        <OptionSelect
          values={TURNOVER_BANDS}
          labelPrefix="options.turnover"
          placeholder={t('onboarding.placeholders.annualTurnover')}
          {...form.register('annualTurnover')}
        />
      </FormField>
      <FormField
        label={t('onboarding.fields.operationalScale')}
        error={errors.operationalScale?.message}
        required
      >
        <OptionSelect
          values={OPERATIONAL_SCALES}
          labelPrefix="options.scale"
          placeholder={t('onboarding.placeholders.operationalScale')}
          {...form.register('operationalScale')}
        />
      </FormField>
      <FormField
        label={t('onboarding.fields.location')}
        error={errors.location?.message}
        hint={t('onboarding.hints.location')}
        required
      >
        <Input autoComplete="address-level2" {...form.register('location')} />
      </FormField>
      <FormField
        label={t('onboarding.fields.natureOperations')}
        error={errors.natureOperations?.message}
        hint={t('onboarding.hints.natureOperations')}
        required
        className="sm:col-span-2"
      >
        <Textarea rows={4} {...form.register('natureOperations')} />
      </FormField>
      <OnboardingActions role="enterprise" busy={isSubmitting} />
    </form>
  );
}

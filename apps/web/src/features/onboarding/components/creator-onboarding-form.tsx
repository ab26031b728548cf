import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { onboardingCreatorSchema, type OnboardingCreatorInput } from '@kalasetu/shared/accounts';
import { httpUrlField } from '@kalasetu/shared/fields';
import type { Me } from '@kalasetu/shared/profiles';
import { PincodeInput } from '../../../components/location/pincode-input';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { SkillToggleGroup } from '../../../components/skills/skill-toggle-group';
import { SKILL_IDS, type SkillId } from '@kalasetu/shared/skills';
import { pincodeInText, placeText } from '../../../lib/pincode';
import { OnboardingActions } from './onboarding-actions';
import { useOnboardingSubmit } from '../hooks/use-onboarding-submit';

const FIELDS = ['location', 'bio', 'skills', 'interests', 'portfolioUrl', 'available'] as const;

/** The shared contract takes any text as the portfolio address; the form asks for a real web address. */
const schema = onboardingCreatorSchema.extend({
  portfolioUrl: onboardingCreatorSchema.shape.portfolioUrl.refine(
    (value) => !value || httpUrlField.safeParse(value).success,
    { error: 'validation.urlInvalid' },
  ),
});

/**
 * The creator's version (the specification leaves it open): where the creator works (pre-filled from the address's
 * PIN code), the bio, skills and interests sign-up no longer asks (docs/product/accounts.md), a portfolio link and
 * whether it is taking work now — what enterprises filter and look at first in the directory.
 */
export function CreatorOnboardingForm({ user }: { user: Me }) {
  const { t } = useTranslation();
  const form = useForm<OnboardingCreatorInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      location: user.location ?? '',
      bio: user.bio ?? '',
      skills: user.skills,
      interests: user.interests.join(', '),
      portfolioUrl: user.portfolioUrl ?? '',
      available: user.available ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Pre-filled as the enterprise's is: from the PIN code in the address given at sign-up, unless a place is set.
  const addressPin = user.location ? '' : (pincodeInText(user.address) ?? '');
  const save = useOnboardingSubmit(form.setError, FIELDS);

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
      <PincodeInput
        initialPin={addressPin}
        onFound={(place) =>
          form.setValue('location', placeText(place.state, place.district), {
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      <FormField
        label={t('onboarding.fields.creatorLocation')}
        error={errors.location?.message}
        hint={t('onboarding.hints.location')}
        required
      >
        <Input autoComplete="address-level2" {...form.register('location')} />
      </FormField>
      <FormField
        label={t('onboarding.fields.bio')}
        error={errors.bio?.message}
        hint={t('onboarding.hints.bio')}
        required
      >
        <Textarea rows={4} {...form.register('bio')} />
      </FormField>
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => (
          <SkillToggleGroup
            legend={t('onboarding.fields.skills')}
            options={SKILL_IDS}
            selected={Array.isArray(field.value) ? (field.value as SkillId[]) : []}
            onChange={field.onChange}
            error={errors.skills?.message ? t(errors.skills.message) : undefined}
          />
        )}
      />
      <FormField
        label={t('onboarding.fields.interests')}
        error={errors.interests?.message}
        hint={t('onboarding.hints.interests')}
      >
        <Input {...form.register('interests')} />
      </FormField>
      <FormField
        label={t('onboarding.fields.portfolioUrl')}
        error={errors.portfolioUrl?.message}
        hint={t('onboarding.hints.portfolioUrl')}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          {...form.register('portfolioUrl')}
        />
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-200 bg-white p-3">
        <input type="checkbox" className="size-5 accent-brand-600" {...form.register('available')} />
        <span>
          <span className="block font-medium">{t('onboarding.fields.available')}</span>
          <span className="block text-sm text-stone-600">{t('onboarding.hints.available')}</span>
        </span>
      </label>
      <OnboardingActions role="creator" busy={isSubmitting} />
    </form>
  );
}

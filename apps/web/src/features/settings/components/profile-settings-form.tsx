import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { z } from 'zod';
import { toast } from '../../../lib/toast';
import {
  creatorSettingsSchema,
  enterpriseSettingsSchema,
  type SettingsInput,
} from '@kalasetu/shared/accounts';
import { INDUSTRIES, OPERATIONAL_SCALES, TURNOVER_BANDS } from '@kalasetu/shared/options';
import type { Me } from '@kalasetu/shared/profiles';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useAuth } from '../../../lib/auth/auth-provider';
import { updateSettings } from '../api/update-settings';
import { OptionSelect } from '../../../components/ui/option-select';

/** The profile fields, and the current password that a changed e-mail asks for (decision 153). */
type ProfileForm = SettingsInput & { currentPassword?: string };
const currentPassword = { currentPassword: z.string().optional() };
const enterpriseResolver = zodResolver(
  enterpriseSettingsSchema.extend(currentPassword),
) as unknown as Resolver<ProfileForm>;
// A creator's (or admin's) form holds the enterprise fields too, untouched and unchecked: only the base schema applies.
const baseResolver = zodResolver(
  creatorSettingsSchema.extend(currentPassword),
) as unknown as Resolver<ProfileForm>;

const FIELDS = [
  'name',
  'email',
  'location',
  'companyName',
  'industry',
  'annualTurnover',
  'operationalScale',
  'natureOperations',
  'currentPassword',
] as const;

function defaultsFor(user: Me): ProfileForm {
  return {
    currentPassword: '',
    name: user.name,
    email: user.email,
    location: user.location ?? '',
    companyName: user.companyName ?? '',
    industry: (user.industry ?? '') as SettingsInput['industry'],
    annualTurnover: (user.turnover ?? '') as SettingsInput['annualTurnover'],
    operationalScale: (user.operationalScale ?? '') as SettingsInput['operationalScale'],
    natureOperations: user.natureOperations ?? '',
  };
}

/** Full name, e-mail and location; enterprises also company name, industry, turnover, scale and operations. */
export function ProfileSettingsForm({ user }: { user: Me }) {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  const isEnterprise = user.role === 'enterprise';
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm<ProfileForm>({
    resolver: isEnterprise ? enterpriseResolver : baseResolver,
    defaultValues: defaultsFor(user),
  });
  const { errors, isSubmitting } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const changesEmail = (typedEmail ?? '').trim().toLowerCase() !== user.email;

  const submit = form.handleSubmit(async (values) => {
    const { currentPassword: typedPassword, ...fields } = values;
    // The password goes only with a new e-mail (decision 153).
    const password = changesEmail ? typedPassword || undefined : undefined;
    const profile = isEnterprise
      ? fields
      : { name: fields.name, email: fields.email, location: fields.location };
    try {
      const { user: updated, pendingEmail: pending } = await updateSettings({
        ...profile,
        currentPassword: password,
      });
      if (updated) {
        setUser(updated);
        form.reset(defaultsFor(updated));
      }
      setPendingEmail(pending ?? null);
      toast.success(
        pending ? t('settings.profile.checkInbox', { email: pending }) : t('settings.profile.success'),
      );
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      if (error instanceof ApiError && error.code === 'email_taken') {
        form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      if (error instanceof ApiError && error.code === 'invalid_password') {
        form.setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      const said = error instanceof ApiError && error.code === 'reauthentication_required';
      toast.error(said ? error.message : t('settings.profile.failed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('settings.fields.name')} error={errors.name?.message} required>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField
        label={t('settings.fields.email')}
        error={errors.email?.message}
        hint={t('settings.hints.email')}
        required
      >
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      {changesEmail ? (
        <FormField
          label={t('settings.fields.currentPassword')}
          error={errors.currentPassword?.message}
          hint={t('settings.hints.currentPasswordForEmail')}
        >
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
      ) : null}
      {pendingEmail ? (
        <p role="status" className="text-sm text-stone-700 sm:col-span-2">
          {t('settings.profile.checkInbox', { email: pendingEmail })}
        </p>
      ) : null}
      <FormField
        label={t('settings.fields.location')}
        error={errors.location?.message}
        required
        className="sm:col-span-2"
      >
        <Input autoComplete="address-level2" {...form.register('location')} />
      </FormField>
      {isEnterprise ? (
        <>
          <FormField
            label={t('settings.fields.companyName')}
            error={errors.companyName?.message}
            required
            className="sm:col-span-2"
          >
            <Input autoComplete="organization" {...form.register('companyName')} />
          </FormField>
          <FormField label={t('settings.fields.industry')} error={errors.industry?.message} required>
            <OptionSelect
              values={INDUSTRIES}
              labelPrefix="options.industry"
              placeholder={t('settings.placeholders.select')}
              {...form.register('industry')}
            />
          </FormField>
          <FormField
            label={t('settings.fields.annualTurnover')}
            error={errors.annualTurnover?.message}
            required
          >
            <OptionSelect
              values={TURNOVER_BANDS}
              labelPrefix="options.turnover"
              placeholder={t('settings.placeholders.select')}
              {...form.register('annualTurnover')}
            />
          </FormField>
          <FormField
            label={t('settings.fields.operationalScale')}
            error={errors.operationalScale?.message}
            required
          >
            <OptionSelect
              values={OPERATIONAL_SCALES}
              labelPrefix="options.scale"
              placeholder={t('settings.placeholders.select')}
              {...form.register('operationalScale')}
            />
          </FormField>
          <FormField
            label={t('settings.fields.natureOperations')}
            error={errors.natureOperations?.message}
            required
            className="sm:col-span-2"
          >
            <Textarea rows={4} {...form.register('natureOperations')} />
          </FormField>
        </>
      ) : null}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

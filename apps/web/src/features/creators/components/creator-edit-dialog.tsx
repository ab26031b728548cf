import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import {
  creatorProfileEditSchema,
  type CreatorProfile,
  type CreatorProfileEditInput,
} from '@kalasetu/shared/people';
import { typedAmountHint } from '@kalasetu/shared/money';
import { isWorkLanguage } from '@kalasetu/shared/options';
import { findSkill, SKILL_IDS, type SkillId } from '@kalasetu/shared/skills';
import { ProfileEditDialog } from '../../../components/profile/profile-edit-dialog';
import { useProfileSave } from '../../../components/profile/use-profile-save';
import { SkillToggleGroup } from '../../../components/skills/skill-toggle-group';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth/auth-provider';
import { creatorQueryKey } from '../api/get-creator';
import { useUpdateCreatorProfile } from '../api/update-creator-profile';
import { uploadAvatar } from '../../../lib/avatar';
import { WorkLanguagePicker } from './work-language-picker';

const FIELDS = [
  'name',
  'location',
  'bio',
  'portfolioUrl',
  'skills',
  'available',
  'startingPrice',
  'workLanguages',
] as const;

interface CreatorEditDialogProps {
  creator: CreatorProfile;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The avatar belongs to the account: only its owner can change it here (an admin edits the text only). */
  isOwner: boolean;
}

export function CreatorEditDialog({ creator, open, onOpenChange, isOwner }: CreatorEditDialogProps) {
  const { t, i18n } = useTranslation();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const update = useUpdateCreatorProfile(creator.id);
  const [avatarUrl, setAvatarUrl] = useState(creator.avatarUrl);
  const form = useForm<CreatorProfileEditInput, unknown, z.output<typeof creatorProfileEditSchema>>({
    resolver: zodResolver(creatorProfileEditSchema),
    values: {
      name: creator.name,
      location: creator.location ?? '',
      bio: creator.bio ?? '',
      portfolioUrl: creator.portfolioUrl ?? '',
      // A skill stored before the taxonomy and outside it is not offered again (decision 215).
      skills: creator.skills.map(findSkill).filter((id): id is SkillId => id !== null),
      available: creator.available,
      startingPrice: creator.startingPrice === null ? '' : String(creator.startingPrice),
      workLanguages: creator.workLanguages.filter(isWorkLanguage),
    },
  });
  // The price field says what the typed figure reads as (₹5,000, ₹1.5 लाख), so a missed zero shows before saving.
  const typedPrice = useWatch({ control: form.control, name: 'startingPrice' });
  const { failed, submit } = useProfileSave({
    form,
    fields: FIELDS,
    save: (values) => update.mutateAsync(values),
    afterSave: async () => (isOwner ? refresh() : undefined),
    close: () => onOpenChange(false),
  });
  const { errors, isSubmitting } = form.formState;
  const navigate = useNavigate();
  // Creators looked for their pictures here; the manager is on the profile and in the dashboard's Portfolio tab.
  const showWork = () => {
    onOpenChange(false);
    const title = document.getElementById('portfolio-manager-title');
    if (title) {
      title.scrollIntoView({ block: 'start' });
      title.focus();
    } else if (isOwner) void navigate('/dashboard?tab=portfolio');
  };

  const image = isOwner
    ? {
        preview: <Avatar src={avatarUrl} name={creator.name} size="xl" />,
        label: t('creators.edit.avatar'),
        failedKey: 'creators.edit.avatarFailed',
        upload: async (file: File, onProgress: (percent: number) => void) => {
          const result = await uploadAvatar(file, onProgress);
          setAvatarUrl(result.avatarUrl);
          await refresh().catch(() => null);
          await queryClient.invalidateQueries({ queryKey: creatorQueryKey(creator.id) });
        },
      }
    : undefined;

  return (
    <ProfileEditDialog
      title={t('creators.edit.title')}
      open={open}
      onOpenChange={onOpenChange}
      image={image}
      failed={failed}
      isSubmitting={isSubmitting}
      onSubmit={submit}
    >
      <FormField label={t('creators.edit.name')} error={errors.name?.message} required>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('creators.edit.location')} error={errors.location?.message}>
        <Input autoComplete="address-level2" {...form.register('location')} />
      </FormField>
      <FormField label={t('creators.edit.bio')} error={errors.bio?.message}>
        <Textarea rows={4} {...form.register('bio')} />
      </FormField>
      <div className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-stone-800">
        <p>{t('creators.edit.workHint')}</p>
        <Button type="button" variant="link" onClick={showWork}>
          {t('creators.edit.manageWork')}
        </Button>
      </div>
      <FormField
        label={t('creators.edit.portfolioUrl')}
        hint={t('creators.edit.portfolioUrlHint')}
        error={errors.portfolioUrl?.message}
      >
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('portfolioUrl')} />
      </FormField>
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => (
          <SkillToggleGroup
            legend={t('creators.edit.skills')}
            options={SKILL_IDS}
            selected={Array.isArray(field.value) ? (field.value as SkillId[]) : []}
            onChange={field.onChange}
            error={errors.skills?.message ? t(errors.skills.message) : undefined}
          />
        )}
      />
      <FormField
        label={t('creators.edit.startingPrice')}
        hint={typedAmountHint(typedPrice, i18n.language) ?? t('creators.edit.startingPriceHint')}
        error={errors.startingPrice?.message}
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('startingPrice')} />
      </FormField>
      <Controller
        control={form.control}
        name="workLanguages"
        render={({ field }) => (
          <WorkLanguagePicker
            legend={t('creators.edit.workLanguages')}
            selected={field.value ?? []}
            onChange={field.onChange}
            error={errors.workLanguages?.message ? t(errors.workLanguages.message) : undefined}
          />
        )}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-5 accent-brand-600" {...form.register('available')} />
        {t('creators.edit.available')}
      </label>
    </ProfileEditDialog>
  );
}

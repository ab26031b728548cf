import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-now';
import type { z } from 'zod';
import {
  creatorProfileEditSchema,
  type CreatorProfile,
  type CreatorProfileEditInput,
} from '@kalasetu/shared/people';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import { useAuth } from '../../auth/auth-provider';
import { creatorQueryKey } from '../api/get-creator';
import { useUpdateCreatorProfile } from '../api/update-creator-profile';
import { uploadAvatar } from '../api/upload-avatar';

type Parsed = z.output<typeof creatorProfileEditSchema>;
const FIELDS = ['name', 'location', 'bio', 'portfolioUrl', 'skills', 'available'] as const;

interface CreatorEditDialogProps {
  creator: CreatorProfile;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The avatar belongs to the account: only its owner can change it here (an admin edits the text only). */
  isOwner: boolean;
}

export function CreatorEditDialog({ creator, open, onOpenChange, isOwner }: CreatorEditDialogProps) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const update = useUpdateCreatorProfile(creator.id);
  const [failed, setFailed] = useState(false);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [avatarProgress, setAvatarProgress] = useState<number | null>(null);
  const [avatarUrl, setAvatarUrl] = useState(creator.avatarUrl);
  const form = useForm<CreatorProfileEditInput, unknown, Parsed>({
    resolver: zodResolver(creatorProfileEditSchema),
    values: {
      name: creator.name,
      location: creator.location ?? '',
      bio: creator.bio ?? '',
      portfolioUrl: creator.portfolioUrl ?? '',
      skills: creator.skills.join(', '),
      available: creator.available,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await update.mutateAsync(values);
    } catch (error) {
      setFailed(true);
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
      }
      toast.error(t('creators.edit.failed'));
      return;
    }
    if (isOwner) await refresh().catch(() => null);
    toast.success(t('creators.edit.success'));
    onOpenChange(false);
  });

  const changeAvatar = async (file: File | undefined) => {
    const problem = checkImageFile(file);
    setAvatarError(problem);
    if (problem || !file) return;
    setAvatarProgress(0);
    try {
      const result = await uploadAvatar(file, setAvatarProgress);
      setAvatarUrl(result.avatarUrl);
      await refresh().catch(() => null);
      await queryClient.invalidateQueries({ queryKey: creatorQueryKey(creator.id) });
    } catch (error) {
      setAvatarError(error instanceof ApiError ? error.message : 'creators.edit.avatarFailed');
    } finally {
      setAvatarProgress(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('creators.edit.title')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {isOwner ? (
          <div className="flex flex-wrap items-center gap-4">
            <Avatar src={avatarUrl} name={creator.name} size="xl" />
            <FormField
              label={t('creators.edit.avatar')}
              error={avatarError ?? undefined}
              hint={
                avatarProgress !== null
                  ? t('creators.edit.uploading', { percent: avatarProgress })
                  : t('creators.edit.avatarHint')
              }
              className="flex-1"
            >
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                disabled={avatarProgress !== null}
                onChange={(event) => void changeAvatar(event.target.files?.[0])}
                className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3"
              />
            </FormField>
          </div>
        ) : null}
        <FormField label={t('creators.edit.name')} error={errors.name?.message} required>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label={t('creators.edit.location')} error={errors.location?.message}>
          <Input autoComplete="address-level2" {...form.register('location')} />
        </FormField>
        <FormField label={t('creators.edit.bio')} error={errors.bio?.message}>
          <Textarea rows={4} {...form.register('bio')} />
        </FormField>
        <FormField label={t('creators.edit.portfolioUrl')} error={errors.portfolioUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.register('portfolioUrl')} />
        </FormField>
        <FormField
          label={t('creators.edit.skills')}
          hint={t('creators.edit.skillsHint')}
          error={errors.skills?.message}
        >
          <Input {...form.register('skills')} />
        </FormField>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-5 accent-brand-600" {...form.register('available')} />
          {t('creators.edit.available')}
        </label>
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {t('creators.edit.failedInline')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('creators.edit.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('creators.edit.saving') : t('creators.edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

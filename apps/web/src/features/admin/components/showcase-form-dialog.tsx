import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { showcaseInputSchema, type ShowcaseData, type ShowcaseInput } from '@kalasetu/shared/admin';
import type { ShowcaseItem } from '@kalasetu/shared/showcase';
import { findSkill, SKILL_IDS } from '@kalasetu/shared/skills';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FilePicker, FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import { shrinkImage } from '../../../lib/shrink-image';
import { skillLabel } from '../../../lib/skill-label';
import { uploadShowcaseImage, useAddShowcaseItem, useUpdateShowcaseItem } from '../api/admin-mutations';

const EMPTY: ShowcaseInput = {
  title: '',
  description: '',
  imageUrl: '',
  link: '',
  category: '',
  featured: false,
};

/** Add or edit a gallery item; the picture is a file (uploaded first, checked by the server) or an image URL. */
export function ShowcaseFormDialog({
  item,
  onClose,
}: {
  item: ShowcaseItem | 'new' | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const add = useAddShowcaseItem();
  const update = useUpdateShowcaseItem();
  const editing = item && item !== 'new' ? item : null;
  const form = useForm<ShowcaseInput, unknown, ShowcaseData>({
    resolver: zodResolver(showcaseInputSchema),
    values: editing
      ? {
          title: editing.title,
          description: editing.description,
          imageUrl: editing.imageUrl,
          link: editing.link ?? '',
          // A tag stored before the taxonomy and outside it is not offered again (decision 215).
          category: findSkill(editing.category) ?? '',
          featured: editing.featured,
        }
      : EMPTY,
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const { errors, isSubmitting } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const title = useWatch({ control: form.control, name: 'title' });

  const close = () => {
    setFile(null);
    setFileError(undefined);
    setProgress(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (file) {
      try {
        setProgress(0);
        const uploaded = await uploadShowcaseImage(file, setProgress);
        form.setValue('imageUrl', uploaded.imageUrl);
        setFile(null);
      } catch (error) {
        setProgress(null);
        const message = error instanceof ApiError ? error.message : t('admin.unexpected');
        setFileError(message);
        return;
      }
    }
    await form.handleSubmit(async (data) => {
      try {
        if (editing) await update.mutateAsync({ id: editing.id, body: data });
        else await add.mutateAsync(data);
        toast.success(editing ? t('admin.showcase.updated') : t('admin.showcase.added'));
        close();
      } catch (error) {
        const message = error instanceof ApiError ? error.message : t('admin.unexpected');
        toast.error(editing ? t('admin.showcase.updateFailed') : t('admin.showcase.addFailed', { message }));
      }
    })();
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && close()}
      title={editing ? t('admin.showcase.editTitle') : t('admin.showcase.addTitle')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField label={t('admin.showcase.itemTitle')} error={errors.title?.message} required>
          <Input {...form.register('title')} />
        </FormField>
        <FormField label={t('admin.showcase.description')} error={errors.description?.message}>
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
        <FormField label={t('admin.showcase.category')} error={errors.category?.message}>
          <Select {...form.register('category')}>
            <option value="">{t('admin.showcase.noCategory')}</option>
            {SKILL_IDS.map((skill) => (
              <option key={skill} value={skill}>
                {skillLabel(t, skill)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.showcase.file')} error={fileError}>
          <FilePicker
            buttonLabel={t('avatar.choose')}
            chosen={file ? t('avatar.chosen', { name: file.name }) : null}
            accept={IMAGE_ACCEPT}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              void (picked ? shrinkImage(picked) : Promise.resolve(null)).then((chosen) => {
                const problem = checkImageFile(chosen);
                setFileError(problem ?? undefined);
                setFile(problem ? null : chosen);
              });
            }}
          />
        </FormField>
        <FormField label={t('admin.showcase.imageUrl')} error={errors.imageUrl?.message}>
          <Input type="url" {...form.register('imageUrl')} />
        </FormField>
        {progress !== null ? (
          <progress
            className="w-full"
            max={100}
            value={progress}
            aria-label={t('admin.showcase.uploading')}
          />
        ) : null}
        <FormField label={t('admin.showcase.link')} error={errors.link?.message}>
          <Input type="url" {...form.register('link')} />
        </FormField>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-5" {...form.register('featured')} />
          {t('admin.showcase.featuredLabel')}
        </label>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={close}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting || !title?.trim() || (!file && !imageUrl?.trim())}>
            {editing ? t('admin.showcase.save') : t('admin.showcase.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

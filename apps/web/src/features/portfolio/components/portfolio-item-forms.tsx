import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  mediaUrlFieldFor,
  parseVideoUrl,
  portfolioItemInputSchema,
  portfolioItemUpdateSchema,
  portfolioUploadFieldsSchema,
  type PortfolioItem,
  type PortfolioItemInput,
  type PortfolioItemType,
  type PortfolioUploadFields,
  videoThumbnailUrl,
} from '@kalasetu/shared/portfolio';
import { Button } from '../../../components/ui/button';
import { FilePicker, FormField, UploadProgress } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import { addPortfolioItem, updatePortfolioItem, uploadPortfolioImage } from '../api/portfolio-mutations';

const URL_HINT_KEYS: Record<PortfolioItemType, string> = {
  image: 'portfolio.form.imageUrlHint',
  video: 'portfolio.form.videoUrlHint',
  link: 'portfolio.form.linkUrlHint',
};

/** Server field messages land on the matching inputs; anything else is the caller's toast. */
export function applyServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, value: { message: string }) => void,
) {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) setError(field, { message });
  }
}

export interface FormProps {
  onDone(item: PortfolioItem): void;
  onFailed(error: unknown): void;
  onCancel(): void;
}

export function TextFields({
  title,
  description,
  errors,
}: {
  title: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  errors: { title?: { message?: string }; description?: { message?: string } };
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t('portfolio.form.title')} error={errors.title?.message} required>
        <Input {...title} />
      </FormField>
      <FormField label={t('portfolio.form.description')} error={errors.description?.message}>
        <Textarea rows={3} {...description} />
      </FormField>
    </>
  );
}

export function Actions({
  onCancel,
  busy,
  busyLabel,
}: {
  onCancel(): void;
  busy: boolean;
  busyLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('portfolio.form.cancel')}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? (busyLabel ?? t('portfolio.form.saving')) : t('portfolio.form.save')}
      </Button>
    </div>
  );
}

/** A portfolio upload's progress, in the portfolio's words. */
export function PortfolioUploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  return (
    <UploadProgress
      percent={percent}
      label={t('portfolio.form.uploading')}
      text={t('portfolio.form.progress', { percent })}
    />
  );
}

/** Adding an image from the device: same type and size checks as the avatar, with upload progress. */
export function UploadItemForm({ creatorId, onDone, onFailed, onCancel }: FormProps & { creatorId: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<PortfolioUploadFields, unknown, z.output<typeof portfolioUploadFieldsSchema>>({
    resolver: zodResolver(portfolioUploadFieldsSchema),
    defaultValues: { title: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const problem = checkImageFile(file);
    setFileError(problem);
    if (problem || !file) return;
    setProgress(0);
    try {
      onDone(await uploadPortfolioImage(creatorId, values, file, setProgress));
    } catch (error) {
      applyServerErrors(error, ['title', 'description'] as const, form.setError);
      if (error instanceof ApiError && !Object.keys(error.fields).length) setFileError(error.message);
      onFailed(error);
    } finally {
      setProgress(null);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        label={t('portfolio.form.file')}
        error={fileError ?? undefined}
        hint={t('portfolio.form.fileHint')}
        required
      >
        <FilePicker
          buttonLabel={t('avatar.choose')}
          chosen={file ? t('avatar.chosen', { name: file.name }) : null}
          accept={IMAGE_ACCEPT}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setFileError(chosen ? checkImageFile(chosen) : null);
          }}
        />
      </FormField>
      <TextFields title={form.register('title')} description={form.register('description')} errors={errors} />
      <PortfolioUploadProgress percent={progress} />
      <Actions onCancel={onCancel} busy={isSubmitting} busyLabel={t('portfolio.form.uploading')} />
    </form>
  );
}

/** Adding an item by address: an https image, a YouTube/Vimeo video or a web page. */
export function UrlItemForm({
  creatorId,
  type,
  onDone,
  onFailed,
  onCancel,
}: FormProps & { creatorId: string; type: PortfolioItemType }) {
  const { t } = useTranslation();
  const form = useForm<PortfolioItemInput, unknown, z.output<typeof portfolioItemInputSchema>>({
    resolver: zodResolver(portfolioItemInputSchema),
    defaultValues: { type, title: '', description: '', mediaUrl: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: 'mediaUrl' });
  const video = type === 'video' ? parseVideoUrl(typed ?? '') : null;
  // The still comes from the video's known address pattern; nothing is fetched to find it.
  const still = video ? videoThumbnailUrl(video) : null;

  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await addPortfolioItem(creatorId, values));
    } catch (error) {
      applyServerErrors(error, ['title', 'description', 'mediaUrl'] as const, form.setError);
      onFailed(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        label={t('portfolio.form.mediaUrl')}
        hint={t(URL_HINT_KEYS[type])}
        error={errors.mediaUrl?.message}
        required
      >
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('mediaUrl')} />
      </FormField>
      {video ? (
        <p className="flex items-center gap-3 text-sm text-stone-700">
          {still ? (
            <img src={still} alt="" referrerPolicy="no-referrer" width={96} height={72} className="rounded" />
          ) : null}
          {t(
            video.provider === 'youtube'
              ? 'portfolio.form.videoFoundYoutube'
              : 'portfolio.form.videoFoundVimeo',
          )}
        </p>
      ) : null}
      <TextFields title={form.register('title')} description={form.register('description')} errors={errors} />
      <Actions onCancel={onCancel} busy={isSubmitting} />
    </form>
  );
}

/** Uploaded pictures keep their file (remove the item and upload again to replace one); other items can change address. */
export function EditItemForm({ item, onDone, onFailed, onCancel }: FormProps & { item: PortfolioItem }) {
  const { t } = useTranslation();
  // Only uploaded pictures have a thumbnail; their address is /uploads/… or the bucket's (STORAGE_DRIVER=s3).
  const uploaded = item.thumbnailUrl !== null;
  const schema = portfolioItemUpdateSchema.extend({ mediaUrl: mediaUrlFieldFor(item.type).optional() });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: item.title,
      description: item.description,
      mediaUrl: uploaded ? undefined : item.mediaUrl,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await updatePortfolioItem(item.id, values));
    } catch (error) {
      applyServerErrors(error, ['title', 'description', 'mediaUrl'] as const, form.setError);
      onFailed(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {uploaded ? null : (
        <FormField
          label={t('portfolio.form.mediaUrl')}
          hint={t(URL_HINT_KEYS[item.type])}
          error={errors.mediaUrl?.message}
          required
        >
          <Input type="url" inputMode="url" {...form.register('mediaUrl')} />
        </FormField>
      )}
      <TextFields title={form.register('title')} description={form.register('description')} errors={errors} />
      <Actions onCancel={onCancel} busy={isSubmitting} />
    </form>
  );
}

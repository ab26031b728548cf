import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { PORTFOLIO_PICK_MAX_FILES } from '@kalasetu/shared/limits';
import {
  mediaUrlFieldFor,
  portfolioItemInputSchema,
  portfolioItemUpdateSchema,
  portfolioUploadFieldsSchema,
  type PortfolioItem,
  type PortfolioItemInput,
  type PortfolioItemType,
  type PortfolioUploadFields,
} from '@kalasetu/shared/portfolio';
import { parseVideoUrl, videoThumbnailUrl } from '@kalasetu/shared/portfolio-media';
import { Button } from '../../../components/ui/button';
import { FilePicker, FormField, UploadProgress } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import { shrinkImage } from '../../../lib/shrink-image';
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
  titleHint,
}: {
  title: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  errors: { title?: { message?: string }; description?: { message?: string } };
  /** Set where the title may be left empty: says what it becomes. */
  titleHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('portfolio.form.title')}
        error={errors.title?.message}
        hint={titleHint}
        required={!titleHint}
      >
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

type PickStatus = 'waiting' | 'shrinking' | 'uploading' | 'done' | 'failed';
interface Pick {
  id: number;
  file: File;
  status: PickStatus;
  percent: number | null;
  /** An i18n key or a message the server translated. */
  error: string | null;
}

/** One chosen picture's line: its name, then where it is (shrinking, its own upload progress, saved, or why not). */
function PickLine({ pick }: { pick: Pick }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-1 rounded border border-stone-200 p-2" data-testid="portfolio-pick">
      <p className="text-sm font-medium wrap-anywhere" data-user-content>
        {pick.file.name}
      </p>
      {pick.status === 'uploading' ? (
        <PortfolioUploadProgress percent={pick.percent ?? 0} />
      ) : pick.status === 'failed' && pick.error ? (
        <p role="alert" className="text-sm text-red-700">
          {t(pick.error, { defaultValue: pick.error })}
        </p>
      ) : (
        <p className="text-sm text-stone-700" aria-live="polite">
          {t(`portfolio.form.pick.${pick.status}`)}
        </p>
      )}
    </li>
  );
}

/**
 * Adding pictures from the device: several at once, each shrunk in the browser (a 12 MP phone photo becomes a few
 * hundred kB, upright) and then uploaded on its own with its own progress. The title may be left empty: the server
 * names the picture after its file, or "Photo". A picture that fails keeps its line and its reason; the others are
 * saved, and Save tries the failed ones again.
 */
export function UploadItemForm({
  creatorId,
  onDone,
  onFailed,
  onCancel,
  onSomeSaved,
}: FormProps & { creatorId: string; onSomeSaved?(): void }) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<Pick[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const form = useForm<PortfolioUploadFields, unknown, z.output<typeof portfolioUploadFieldsSchema>>({
    resolver: zodResolver(portfolioUploadFieldsSchema),
    defaultValues: { title: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const update = (id: number, change: Partial<Pick>) =>
    setPicks((list) => list.map((pick) => (pick.id === id ? { ...pick, ...change } : pick)));

  const choose = (files: File[]) => {
    setPickError(files.length > PORTFOLIO_PICK_MAX_FILES ? 'portfolio.form.tooMany' : null);
    setPicks(
      files.slice(0, PORTFOLIO_PICK_MAX_FILES).map((file, index) => ({
        id: Date.now() + index,
        file,
        status: 'waiting',
        percent: null,
        error: null,
      })),
    );
  };

  const submit = form.handleSubmit(async (values) => {
    const pending = picks.filter((pick) => pick.status !== 'done');
    if (!pending.length) {
      setPickError('validation.imageMissing');
      return;
    }
    setPickError(null);
    let last: PortfolioItem | null = null;
    let failed = false;
    for (const pick of pending) {
      update(pick.id, { status: 'shrinking', error: null });
      const file = await shrinkImage(pick.file);
      const problem = checkImageFile(file);
      if (problem) {
        update(pick.id, { status: 'failed', error: problem });
        failed = true;
        continue;
      }
      update(pick.id, { status: 'uploading', percent: 0 });
      try {
        last = await uploadPortfolioImage(creatorId, values, file, (percent) => update(pick.id, { percent }));
        update(pick.id, { status: 'done', percent: null });
      } catch (error) {
        failed = true;
        update(pick.id, {
          status: 'failed',
          error: error instanceof ApiError ? error.message : 'portfolio.saveFailed',
        });
        if (error instanceof ApiError && Object.keys(error.fields).length) {
          applyServerErrors(error, ['title', 'description'] as const, form.setError);
          break;
        }
        // A full portfolio or a refusal of the account refuses the rest too.
        if (error instanceof ApiError && error.status !== 413 && error.status !== 415) {
          onFailed(error);
          break;
        }
      }
    }
    if (!failed && last) onDone(last);
    else if (last) onSomeSaved?.();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        label={t('portfolio.form.files')}
        error={pickError ?? undefined}
        hint={t('portfolio.form.fileHint')}
        required
      >
        <FilePicker
          buttonLabel={t('portfolio.form.chooseFiles')}
          chosen={picks.length ? t('portfolio.form.chosenCount', { count: picks.length }) : null}
          accept={IMAGE_ACCEPT}
          multiple
          disabled={isSubmitting}
          onChange={(event) => choose(Array.from(event.target.files ?? []))}
        />
      </FormField>
      {picks.length ? (
        <ul className="space-y-2">
          {picks.map((pick) => (
            <PickLine key={pick.id} pick={pick} />
          ))}
        </ul>
      ) : null}
      <TextFields
        title={form.register('title')}
        description={form.register('description')}
        errors={errors}
        titleHint={t('portfolio.form.titleOptional')}
      />
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

import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  DELIVERY_FILE_ACCEPT,
  DELIVERY_FILE_TYPES,
  deliveryFileUrl,
  type DeliveryFile,
} from '@kalasetu/shared/delivery-files';
import { DELIVERY_FILE_MAX_BYTES, DELIVERY_FILES_PER_ROUND } from '@kalasetu/shared/limits';
import type { Milestone } from '@kalasetu/shared/payments';
import { Button } from '../../../components/ui/button';
import { FilePicker, FormField, UploadProgress } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { agreementKeys, useRemoveDeliveryFile } from '../api/agreement';
import { uploadDeliveryFile } from '../api/delivery-files';
import { formatFileSize } from '../utils/file-size';

const TYPES: readonly string[] = Object.values(DELIVERY_FILE_TYPES);
const ENDINGS = DELIVERY_FILE_ACCEPT.split(',').filter((entry) => entry.startsWith('.'));

/** A first check in the browser (type and size); the server decides by the file's bytes. */
export function checkDeliveryFile(file: File): string | null {
  const named = ENDINGS.some((ending) => file.name.toLowerCase().endsWith(ending));
  if (!TYPES.includes(file.type) && !named) return 'validation.deliveryFileType';
  if (file.size > DELIVERY_FILE_MAX_BYTES) return 'validation.deliveryFileSize';
  if (file.size === 0) return 'validation.deliveryFileMissing';
  return null;
}

/** A file's name (wrapping anywhere, so a long Hindi name never widens the screen), its size and an action. */
export function FileLine({
  file,
  children,
  action,
}: {
  file: { sizeBytes: number };
  children: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <span className="min-w-0 flex-1 wrap-anywhere">{children}</span>
      <span className="shrink-0 text-stone-600">{formatFileSize(t, file.sizeBytes)}</span>
      {action}
    </li>
  );
}

/** A file as a download link: the two parties and admins download it from the server, never a public address. */
function FileLink({ milestoneId, file }: { milestoneId: number; file: DeliveryFile }) {
  return (
    <FileLine file={file}>
      <a
        href={deliveryFileUrl(milestoneId, file.id)}
        download
        className="inline-flex min-h-11 max-w-full items-center text-brand-700 underline"
      >
        {file.name}
      </a>
    </FileLine>
  );
}

/**
 * The files handed over with each delivery of a part, for both parties and admins: one list per delivery round
 * (a round after "changes asked" adds its own), and, for admins, the files the creator attached for the next one.
 */
export function DeliveredFiles({ milestone, side }: { milestone: Milestone; side: string }) {
  const { t, i18n } = useTranslation();
  const delivered = milestone.files.filter((file) => file.deliveredAt);
  const rounds = [...new Set(delivered.map((file) => file.deliveredAt!))];
  const waiting = side === 'admin' ? milestone.files.filter((file) => !file.deliveredAt) : [];
  if (!rounds.length && !waiting.length) return null;
  const list = (files: DeliveryFile[]) => (
    <ul className="space-y-1">
      {files.map((file) => (
        <FileLink key={file.id} milestoneId={milestone.id} file={file} />
      ))}
    </ul>
  );
  return (
    <section
      className="space-y-2 text-sm"
      aria-label={t('payments.files.title')}
      data-testid="delivered-files"
    >
      {rounds.map((at, index) => (
        <div key={at} className="space-y-1">
          <h4 className="font-medium">
            {rounds.length > 1
              ? t('payments.files.round', { n: index + 1, date: formatDate(at, i18n.language) })
              : t('payments.files.title')}
          </h4>
          {list(delivered.filter((file) => file.deliveredAt === at))}
        </div>
      ))}
      {waiting.length ? (
        <div className="space-y-1">
          <h4 className="font-medium">{t('payments.files.waiting')}</h4>
          {list(waiting)}
        </div>
      ) : null}
    </section>
  );
}

/**
 * "Attach files" in the creator's deliver form: a real file input, each chosen file sent on its own with its
 * progress, then listed with its size and a Remove button until the part is delivered.
 */
export function AttachFiles({ milestone }: { milestone: Milestone }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useRemoveDeliveryFile();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const waiting = milestone.files.filter((file) => !file.deliveredAt);
  const room = DELIVERY_FILES_PER_ROUND - waiting.length;

  const send = async (chosen: File[]) => {
    setError(chosen.length > room ? t('errors.deliveryFilesFull') : null);
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      const problem = checkDeliveryFile(file);
      if (problem) {
        setError(t(problem));
        continue;
      }
      setProgress({ name: file.name, percent: 0 });
      try {
        await uploadDeliveryFile(milestone.id, file, (percent) => setProgress({ name: file.name, percent }));
        await queryClient.invalidateQueries({ queryKey: agreementKeys.all });
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : t('common.unexpectedError'));
        break;
      }
    }
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="space-y-2">
      <FormField
        label={t('payments.files.attach')}
        hint={
          room > 0
            ? t('payments.files.attachHint', { count: DELIVERY_FILES_PER_ROUND })
            : t('errors.deliveryFilesFull')
        }
        error={error ?? undefined}
      >
        <FilePicker
          ref={input}
          buttonLabel={t('payments.files.choose')}
          multiple
          accept={DELIVERY_FILE_ACCEPT}
          disabled={progress !== null || room <= 0}
          data-testid="delivery-file"
          onChange={(event) => void send([...(event.target.files ?? [])])}
        />
      </FormField>
      <UploadProgress
        percent={progress?.percent ?? null}
        label={t('payments.files.uploading', { name: progress?.name ?? '' })}
        text={t('payments.files.progress', { name: progress?.name ?? '', percent: progress?.percent ?? 0 })}
      />
      {waiting.length ? (
        <ul
          className="space-y-1 text-sm"
          aria-label={t('payments.files.attached')}
          data-testid="attached-files"
        >
          {waiting.map((file) => (
            <FileLine
              key={file.id}
              file={file}
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={t('payments.files.removeNamed', { name: file.name })}
                  onClick={() =>
                    remove
                      .mutateAsync({ params: { id: milestone.id, fileId: file.id } })
                      .catch((failure: Error) => toast.error(failure.message))
                  }
                >
                  {t('payments.files.remove')}
                </Button>
              }
            >
              {file.name}
            </FileLine>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DELIVERY_FILE_ACCEPT, deliveryFileUrl } from '@kalasetu/shared/delivery-files';
import { requiredText } from '@kalasetu/shared/fields';
import { LONG_TEXT_MAX_LENGTH } from '@kalasetu/shared/limits';
import { DISPUTE_EVIDENCE_MAX_PER_SIDE, type DisputeResponse } from '@kalasetu/shared/payments';
import { FilePicker, FormField, UploadProgress } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAddEvidenceNote, useDispute, useUploadEvidenceFile } from '../api/agreement';
import { AgreementHistory } from './agreement-history';
import { checkDeliveryFile, FileLine } from './delivery-files';
import { TextStepForm } from './text-step-form';

const note = requiredText(LONG_TEXT_MAX_LENGTH);
const SIDES = ['enterprise', 'creator'] as const;

/** A file of evidence, downloaded from the server by the two parties and admins (never a public address). */
const evidenceFileUrl = (paymentId: number, evidenceId: number) =>
  `/api/payments/${paymentId}/evidence/${evidenceId}/file`;

/**
 * A dispute's evidence: each side's notes and files, side by side. A party adds to its own side while the dispute is
 * open; an admin also reads the agreement's history, the delivered files and the two parties' messages.
 */
export function DisputeEvidence({ paymentId, viewer }: { paymentId: number; viewer: string }) {
  const { t } = useTranslation();
  const dispute = useDispute(paymentId);
  if (dispute.isPending) return <Spinner label={t('common.loading')} />;
  if (dispute.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('payments.dispute.loadFailed')}
      </p>
    );
  const data = dispute.data;
  const open = data.payment.status === 'disputed';
  return (
    <section className="space-y-3" aria-label={t('payments.dispute.evidence')} data-testid="dispute-evidence">
      <h4 className="font-semibold">{t('payments.dispute.evidence')}</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        {SIDES.map((side) => (
          <EvidenceSide key={side} data={data} side={side} />
        ))}
      </div>
      {open && (viewer === 'enterprise' || viewer === 'creator') ? (
        <AddEvidence paymentId={paymentId} />
      ) : null}
      {viewer === 'admin' ? <AdminRecord data={data} /> : null}
    </section>
  );
}

function EvidenceSide({ data, side }: { data: DisputeResponse; side: (typeof SIDES)[number] }) {
  const { t, i18n } = useTranslation();
  const items = data.evidence.filter((item) => item.side === side);
  const name = side === 'enterprise' ? data.agreement.enterprise.name : data.agreement.creator.name;
  return (
    <div
      className="min-w-0 space-y-1 rounded-md border border-stone-200 p-3 text-sm"
      data-testid={`evidence-${side}`}
    >
      <p className="font-medium wrap-anywhere">{t(`payments.dispute.side.${side}`, { name })}</p>
      {items.length === 0 ? <p className="text-stone-600">{t('payments.dispute.none')}</p> : null}
      <ul className="space-y-2">
        {items.map((item) =>
          item.file ? (
            <FileLine key={item.id} file={item.file}>
              <a
                href={evidenceFileUrl(data.payment.id, item.id)}
                download
                className="inline-flex min-h-11 max-w-full items-center text-brand-700 underline"
              >
                {item.file.name}
              </a>
            </FileLine>
          ) : (
            <li key={item.id} className="wrap-anywhere">
              <span className="text-stone-600">{formatDate(item.createdAt, i18n.language)}</span> {item.note}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** A party's note and files for the admin: each file sent on its own with its progress. */
export function AddEvidence({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const addNote = useAddEvidenceNote();
  const addFile = useUploadEvidenceFile();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);

  const send = async (chosen: File[]) => {
    setError(null);
    for (const file of chosen) {
      const problem = checkDeliveryFile(file);
      if (problem) {
        setError(t(problem));
        continue;
      }
      setProgress({ name: file.name, percent: 0 });
      const form = new FormData();
      form.append('file', file);
      try {
        await addFile.mutateAsync({
          params: { id: paymentId },
          body: form,
          onProgress: (percent) => setProgress({ name: file.name, percent }),
        });
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : t('common.unexpectedError'));
        break;
      }
    }
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="space-y-3 rounded-md bg-white p-3">
      <TextStepForm
        field={note}
        multiline
        label={t('payments.dispute.noteLabel')}
        hint={t('payments.dispute.hint', { count: DISPUTE_EVIDENCE_MAX_PER_SIDE })}
        submitLabel={t('payments.dispute.addNote')}
        onSubmit={(value) => addNote.mutateAsync({ params: { id: paymentId }, body: { note: value } })}
        onDone={() => toast.success(t('payments.dispute.added'))}
      />
      <FormField label={t('payments.dispute.fileLabel')} error={error ?? undefined}>
        <FilePicker
          ref={input}
          buttonLabel={t('payments.files.choose')}
          multiple
          accept={DELIVERY_FILE_ACCEPT}
          disabled={progress !== null}
          data-testid="evidence-file"
          onChange={(event) => void send([...(event.target.files ?? [])])}
        />
      </FormField>
      <UploadProgress
        percent={progress?.percent ?? null}
        label={t('payments.files.uploading', { name: progress?.name ?? '' })}
        text={t('payments.files.progress', { name: progress?.name ?? '', percent: progress?.percent ?? 0 })}
      />
    </div>
  );
}

/** What an admin judges on besides the two sides' evidence: history, delivered files, the parties' messages. */
function AdminRecord({ data }: { data: DisputeResponse }) {
  const { t, i18n } = useTranslation();
  const files = data.agreement.milestones.flatMap((part) =>
    part.files.filter((file) => file.deliveredAt).map((file) => ({ part, file })),
  );
  return (
    <div className="space-y-3 text-sm">
      <AgreementHistory events={data.agreement.history} />
      <details className="rounded-md border border-stone-200 p-4" data-testid="dispute-files">
        <summary className="cursor-pointer py-2.5 font-semibold">
          {t('payments.dispute.deliveredFiles', { count: files.length })}
        </summary>
        <ul className="mt-3 space-y-1">
          {files.map(({ part, file }) => (
            <FileLine key={file.id} file={file}>
              <a
                href={deliveryFileUrl(part.id, file.id)}
                download
                className="inline-flex min-h-11 max-w-full items-center text-brand-700 underline"
              >
                {file.name}
              </a>
            </FileLine>
          ))}
        </ul>
      </details>
      <details className="rounded-md border border-stone-200 p-4" data-testid="dispute-messages">
        <summary className="cursor-pointer py-2.5 font-semibold">
          {t('payments.dispute.messages', { count: data.messages.length })}
        </summary>
        <ol className="mt-3 space-y-2">
          {data.messages.map((message, index) => (
            <li key={`${message.createdAt}-${index}`} className="wrap-anywhere">
              <span className="text-stone-600">{formatDate(message.createdAt, i18n.language)}</span>{' '}
              <span className="font-medium">{message.senderName ?? t('payments.history.system')}:</span>{' '}
              {message.content}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

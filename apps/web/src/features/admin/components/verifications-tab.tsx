import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { verificationDocumentUrl, type AdminVerification } from '@kalasetu/shared/verification';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDecideVerification, useVerificationQueue } from '../api/verifications';
import { AdminSection } from './admin-section';

const nameOf = (item: AdminVerification) => item.user.companyName ?? item.user.name;

/** The evidence as the admin checks it: the number itself, or the document's type, last four and file. */
function Evidence({ item }: { item: AdminVerification }) {
  const { t } = useTranslation();
  if (item.evidence === 'gstin')
    return (
      <p>
        {t('admin.verifications.gstin')}: <span className="font-mono">{item.gstin}</span>
      </p>
    );
  if (item.evidence === 'udyam')
    return (
      <p>
        {t('admin.verifications.udyam')}: <span className="font-mono">{item.udyam}</span>
      </p>
    );
  return (
    <div className="space-y-1">
      <p>
        {t(`settings.verification.documents.${item.documentType ?? 'aadhaar'}`)}
        {item.documentLast4 ? ` · ${t('admin.verifications.last4', { last4: item.documentLast4 })}` : ''}
      </p>
      {item.hasDocument ? (
        <a
          href={verificationDocumentUrl(item.id)}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {t('admin.verifications.openDocument')}
        </a>
      ) : null}
    </div>
  );
}

/**
 * The verification queue (decision 327): each request with the profile, the evidence, and Verify (after a
 * confirmation naming what was checked) or Refuse (with the reason the person reads).
 */
export function VerificationsTab() {
  const { t, i18n } = useTranslation();
  const queue = useVerificationQueue();
  const decide = useDecideVerification();
  const [approving, setApproving] = useState<AdminVerification | null>(null);
  const [refusing, setRefusing] = useState<AdminVerification | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const approve = async () => {
    if (!approving) return;
    try {
      await decide.mutateAsync({ id: approving.id, body: { decision: 'approve' } });
      toast.success(t('admin.verifications.approved', { name: nameOf(approving) }));
      setApproving(null);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.verifications.failed'));
    }
  };
  const refuse = async () => {
    if (!refusing) return;
    if (!reason.trim()) return setReasonError('validation.required');
    try {
      await decide.mutateAsync({ id: refusing.id, body: { decision: 'refuse', reason } });
      toast.success(t('admin.verifications.refused', { name: nameOf(refusing) }));
      setRefusing(null);
      setReason('');
      setReasonError(null);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.verifications.failed'));
    }
  };

  return (
    <AdminSection headingId="admin-verifications-heading" title={t('admin.verifications.heading')}>
      {queue.isPending ? (
        <Spinner label={t('common.loading')} className="my-6" />
      ) : queue.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t('admin.verifications.loadFailed')}
        </p>
      ) : queue.data.length === 0 ? (
        <p className="mt-3 rounded-md bg-stone-50 p-3 text-sm text-stone-700">
          {t('admin.verifications.empty')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {queue.data.map((item) => (
            <li key={item.id} className="rounded-md border border-stone-200 p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`/${item.user.role === 'enterprise' ? 'enterprises' : 'creators'}/${item.user.id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  {nameOf(item)}
                </Link>
                <span className="text-stone-600">
                  {t('admin.verifications.sentOn', { date: formatDate(item.createdAt, i18n.language) })}
                </span>
              </div>
              <Evidence item={item} />
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => setApproving(item)}
                  aria-label={t('admin.verifications.approveWho', { name: nameOf(item) })}
                >
                  {t('admin.verifications.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setRefusing(item)}
                  aria-label={t('admin.verifications.refuseWho', { name: nameOf(item) })}
                >
                  {t('admin.verifications.refuse')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t('admin.verifications.confirmTitle')}
        description={
          approving
            ? t('admin.verifications.confirmText', {
                name: nameOf(approving),
                evidence: t(`common.checks.${approving.evidence}`),
              })
            : null
        }
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setApproving(null)}>
            {t('admin.cancel')}
          </Button>
          <Button type="button" onClick={() => void approve()} disabled={decide.isPending}>
            {t('admin.verifications.confirm')}
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={refusing !== null}
        onOpenChange={(open) => !open && setRefusing(null)}
        title={t('admin.verifications.refuseTitle')}
        description={refusing ? t('admin.verifications.refuseText', { name: nameOf(refusing) }) : null}
      >
        <div className="space-y-4">
          <FormField
            label={t('admin.verifications.reason')}
            hint={t('admin.verifications.reasonHint')}
            error={reasonError ?? undefined}
            required
          >
            <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setRefusing(null)}>
              {t('admin.cancel')}
            </Button>
            <Button type="button" onClick={() => void refuse()} disabled={decide.isPending}>
              {t('admin.verifications.refuse')}
            </Button>
          </div>
        </div>
      </Dialog>
    </AdminSection>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  IDENTITY_DOCUMENT_ACCEPT,
  IDENTITY_DOCUMENTS,
  businessEvidenceSchema,
  type VerificationRequest,
} from '@kalasetu/shared/verification';
import type { Me } from '@kalasetu/shared/profiles';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select } from '../../../components/ui/input';
import { TrustBadge } from '../../../components/ui/trust-badge';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMyVerification, useSendBusinessEvidence, useSendIdentityEvidence } from '../api/verification';

/** The latest request: waiting, approved, or refused with the team's reason. */
function RequestStatus({ request }: { request: VerificationRequest }) {
  const { t } = useTranslation();
  const text =
    request.status === 'pending'
      ? t('settings.verification.pending')
      : request.status === 'approved'
        ? t('settings.verification.approved')
        : t('settings.verification.refused', { reason: request.reason ?? '' });
  return (
    <p role="status" className="rounded-md border border-stone-300 bg-stone-50 p-3 text-sm">
      {text}
    </p>
  );
}

function BusinessEvidenceForm() {
  const { t } = useTranslation();
  const send = useSendBusinessEvidence();
  const [evidence, setEvidence] = useState<'gstin' | 'udyam'>('gstin');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = evidence === 'gstin' ? { evidence, gstin: value } : { evidence, udyam: value };
    const parsed = businessEvidenceSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'validation.required');
    setError(null);
    try {
      await send.mutateAsync(body);
      toast.success(t('settings.verification.sent'));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('settings.verification.failed'));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">
          {t('settings.verification.businessLegend')}
        </legend>
        {(['gstin', 'udyam'] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="evidence"
              checked={evidence === option}
              onChange={() => setEvidence(option)}
              className="size-4"
            />
            {t(option === 'gstin' ? 'settings.verification.gstin' : 'settings.verification.udyam')}
          </label>
        ))}
      </fieldset>
      <FormField
        label={t(evidence === 'gstin' ? 'settings.verification.gstin' : 'settings.verification.udyam')}
        hint={t(evidence === 'gstin' ? 'settings.verification.gstinHint' : 'settings.verification.udyamHint')}
        error={error ?? undefined}
        required
      >
        <Input value={value} onChange={(event) => setValue(event.target.value)} autoCapitalize="characters" />
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {t('settings.verification.submit')}
      </Button>
    </form>
  );
}

function IdentityEvidenceForm() {
  const { t } = useTranslation();
  const send = useSendIdentityEvidence();
  const [documentType, setDocumentType] = useState<string>('');
  const [documentNumber, setDocumentNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!documentType || !file) return setError(t('validation.required'));
    setError(null);
    try {
      await send.mutateAsync({ file, documentType, documentNumber });
      toast.success(t('settings.verification.sent'));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('settings.verification.failed'));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField label={t('settings.verification.documentType')} required>
        <Select value={documentType} onChange={(event) => setDocumentType(event.target.value)}>
          <option value="">{t('settings.verification.choose')}</option>
          {IDENTITY_DOCUMENTS.map((type) => (
            <option key={type} value={type}>
              {t(`settings.verification.documents.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('settings.verification.documentNumber')}
        hint={t('settings.verification.documentNumberHint')}
      >
        <Input value={documentNumber} onChange={(event) => setDocumentNumber(event.target.value)} />
      </FormField>
      <FormField
        label={t('settings.verification.documentFile')}
        hint={t('settings.verification.documentFileHint')}
        error={error ?? undefined}
        required
      >
        <Input
          type="file"
          accept={IDENTITY_DOCUMENT_ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {t('settings.verification.submit')}
      </Button>
    </form>
  );
}

/**
 * Settings → Verification: what the badge shows now, the latest request, and evidence to send (a GSTIN or Udyam
 * number for a business, an identity document for a creator; docs/product/verification.md).
 */
export function VerificationSettings({ user }: { user: Me }) {
  const { t } = useTranslation();
  const mine = useMyVerification();
  if (!mine.data) return <p className="text-sm text-stone-600">{t('common.loading')}</p>;
  const { request, checks } = mine.data;
  const waiting = request?.status === 'pending';
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{t('settings.verification.title')}</h2>
      <p className="text-sm text-stone-700">
        {t(
          user.role === 'enterprise'
            ? 'settings.verification.introBusiness'
            : 'settings.verification.introCreator',
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('settings.verification.badgeNow')}</span>
        <TrustBadge verified={checks.evidence !== null || user.isVerified} checks={checks} />
        {!checks.phone && !checks.email && !user.isVerified ? (
          <span>{t('settings.verification.nothingYet')}</span>
        ) : null}
      </div>
      {request ? <RequestStatus request={request} /> : null}
      {waiting ? null : user.role === 'enterprise' ? <BusinessEvidenceForm /> : <IdentityEvidenceForm />}
    </div>
  );
}

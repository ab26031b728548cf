import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { TrustChecks } from '@kalasetu/shared/verification';
import { Badge } from './badge';

const EVIDENCE_LABEL = {
  gstin: 'common.checks.gstin',
  udyam: 'common.checks.udyam',
  identity: 'common.checks.identity',
} as const;

/**
 * What KalaSetu checked of a creator or an enterprise, as "Phone ✓ · E-mail ✓ · GSTIN ✓" (decision 327); the
 * verified mark leads when an admin verified the profile. Nothing at all when nothing was checked.
 */
export function TrustBadge({ verified, checks }: { verified: boolean; checks: TrustChecks }) {
  const { t } = useTranslation();
  const items = [
    checks.phone ? t('common.checks.phone') : null,
    checks.email ? t('common.checks.email') : null,
    checks.evidence ? t(EVIDENCE_LABEL[checks.evidence]) : null,
  ].filter((item): item is string => item !== null);
  if (!verified && items.length === 0) return null;
  return (
    <Badge tone={verified ? 'info' : 'neutral'}>
      {verified ? <BadgeCheck aria-hidden="true" className="size-3.5" /> : null}
      <span className="sr-only">{t('common.checks.label')} </span>
      {items.length ? items.join(' · ') : t('common.verified')}
    </Badge>
  );
}

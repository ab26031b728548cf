import { useTranslation } from '../../../lib/use-translation';
import type { ApplicationStatus } from '@kalasetu/shared/roles';
import { Badge } from '../../../components/ui/badge';

const TONES = { pending: 'warning', recommended: 'info', accepted: 'success', rejected: 'danger' } as const;

/** Under Review / Recommended / Accepted / Rejected. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`dashboard.status.${status}`)}</Badge>;
}

import { useTranslation } from 'react-i18next';
import { availabilityOf } from '@kalasetu/shared/people';
import { Badge } from '../../../components/ui/badge';
import { availabilityKey } from '../utils/labels';

const TONES = { available: 'success', unavailable: 'neutral', unknown: 'outline' } as const;

export function AvailabilityBadge({ available }: { available: boolean | null | undefined }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[availabilityOf(available)]}>{t(availabilityKey(available))}</Badge>;
}

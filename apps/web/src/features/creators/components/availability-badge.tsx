import { useTranslation } from '../../../lib/use-translation';
import { Badge } from '../../../components/ui/badge';
import { availabilityKey, availabilityOf } from '../utils/labels';

const TONES = { available: 'success', unavailable: 'neutral', unknown: 'outline' } as const;

export function AvailabilityBadge({ available }: { available: boolean | null | undefined }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[availabilityOf(available)]}>{t(availabilityKey(available))}</Badge>;
}

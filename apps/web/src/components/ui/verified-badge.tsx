import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Badge } from './badge';

/** The mark an admin's verification gives a creator or an enterprise, the same wherever the name shows. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="info">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('common.verified')}
    </Badge>
  );
}

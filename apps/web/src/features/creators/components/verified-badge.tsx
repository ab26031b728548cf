import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="info">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('creators.verified')}
    </Badge>
  );
}

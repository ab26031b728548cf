import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { guidePath, type Audience } from '../utils/guides';

/** One guide on the Resources page: the title is the link (stretched over the card), so each link names its guide. */
export function GuideCard({ audience, id }: { audience: Audience; id: string }) {
  const { t } = useTranslation();
  return (
    <Card className="relative flex h-full flex-col p-5 hover:ring-2 hover:ring-brand-200">
      <h3 className="text-lg font-semibold">
        <Link
          to={guidePath(audience, id)}
          className="inline-flex min-h-11 items-center text-stone-900 after:absolute after:inset-0 hover:text-brand-800 hover:underline"
        >
          {t(`resources.guides.${id}.title`)}
        </Link>
      </h3>
      <p className="mt-1 flex-1 text-sm text-stone-700">{t(`resources.guides.${id}.summary`)}</p>
      <p
        aria-hidden="true"
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-800"
      >
        {t('resources.readGuide')}
        <ArrowRight className="size-4" />
      </p>
    </Card>
  );
}

import { IndianRupee, Languages } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatRupees } from '@kalasetu/shared/money';
import { isWorkLanguage, WORK_LANGUAGE_NAMES } from '@kalasetu/shared/options';
import type { CreatorSummary } from '@kalasetu/shared/people';
import { cn } from '../../../lib/cn';

/** "From ₹5,000" and the languages a creator works in, on cards and the profile; nothing when neither is set. */
export function CreatorTerms({
  creator,
  className,
}: {
  creator: Pick<CreatorSummary, 'startingPrice' | 'workLanguages'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const languages = creator.workLanguages.filter(isWorkLanguage);
  if (creator.startingPrice === null && languages.length === 0) return null;
  return (
    <dl className={cn('space-y-1 text-sm text-stone-700', className)}>
      {creator.startingPrice !== null ? (
        <div className="flex items-center gap-1">
          <dt className="sr-only">{t('creators.edit.startingPrice')}</dt>
          <IndianRupee aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
          <dd className="font-medium text-stone-900">
            {t('creators.startingFrom', { amount: formatRupees(creator.startingPrice) })}
          </dd>
        </div>
      ) : null}
      {languages.length > 0 ? (
        <div className="flex items-start gap-1">
          <dt className="flex items-center">
            <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
            <span className="sr-only">{t('creators.worksIn')}</span>
          </dt>
          <dd>
            {languages.map((language, index) => (
              <span key={language}>
                {index > 0 ? ', ' : null}
                <span lang={language}>{WORK_LANGUAGE_NAMES[language]}</span>
              </span>
            ))}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

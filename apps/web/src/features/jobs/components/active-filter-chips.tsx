import { X } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { BUDGET_SLIDER } from '@kalasetu/shared/limits';
import { formatRupees } from '@kalasetu/shared/money';
import { activeFilters, jobsHref, type ActiveFilter, type JobFilters } from '../utils/job-filters';
import { useSkillLabel } from '../../../lib/skill-label';

/**
 * The filters in force as chips; each is a link to the same search without it, so removing one works before the
 * page's JavaScript runs (and with it, as a client-side navigation that replaces the entry, as the form does).
 */
export function ActiveFilterChips({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation();
  const skillLabel = useSkillLabel();
  const active = activeFilters(filters);
  if (active.length === 0) return null;

  const labelOf = (filter: ActiveFilter): string => {
    if (filter.kind === 'budget') {
      const [low, high] = filter.value;
      return high >= BUDGET_SLIDER.max
        ? t('jobs.filters.budgetAndAbove', { amount: formatRupees(low) })
        : `${formatRupees(low)} – ${formatRupees(high)}`;
    }
    if (filter.kind === 'q') return t('jobs.chips.keyword', { value: filter.value });
    if (filter.kind === 'location') return t('jobs.chips.location', { value: filter.value });
    if (filter.kind === 'category')
      return t('jobs.chips.category', { value: t(`options.category.${filter.value}`) });
    return skillLabel(filter.value);
  };

  return (
    <ul aria-label={t('jobs.chips.title')} className="flex flex-wrap gap-2">
      {active.map((filter) => {
        const label = labelOf(filter);
        return (
          <li key={`${filter.kind}:${String(filter.value)}`} className="max-w-full">
            <Link
              to={jobsHref(filter.without)}
              replace
              preventScrollReset
              aria-label={t('jobs.chips.remove', { filter: label })}
              className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 text-sm font-medium text-brand-900 hover:bg-brand-100"
            >
              <span className="truncate">{label}</span>
              <X aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { JOB_CATEGORIES, JOB_SORTS, type JobCategory, type JobSort } from '@kalasetu/shared/options';
import { SKILL_IDS } from '@kalasetu/shared/skills';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select } from '../../../components/ui/input';
import { activeFilterCount, DEFAULT_BUDGET, EMPTY_FILTERS, type JobFilters } from '../utils/job-filters';
import { BudgetRangeSlider } from './budget-range-slider';
import { SkillToggleGroup } from '../../../components/skills/skill-toggle-group';

interface JobSearchFormProps {
  filters: JobFilters;
  onChange(filters: JobFilters): void;
}

/**
 * Keyword and location apply on Search; category, skills, budget and sort apply at once. Everything goes
 * through `onChange`, which writes the URL. Before the page's JavaScript runs (or without it) the form is a plain
 * GET form to /jobs with the URL's own parameter names, so Enter or Search loads the same results from the server;
 * the filters without a named control carry over as hidden fields.
 */
export function JobSearchForm({ filters, onChange }: JobSearchFormProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [q, setQ] = useState(filters.q);
  const [location, setLocation] = useState(filters.location);
  const [budget, setBudget] = useState(filters.budget ?? DEFAULT_BUDGET);
  // Closed at first and after every Search: on a phone the open panel is taller than the screen and hid the results;
  // the filters in force show as chips above the results instead.
  const [open, setOpen] = useState(false);
  // Follow the URL when it changes underneath (Back, a shared link, Clear).
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    setQ(filters.q);
    setLocation(filters.location);
    setBudget(filters.budget ?? DEFAULT_BUDGET);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onChange({ ...filters, q: q.trim(), location: location.trim() });
  };
  const count = activeFilterCount(filters);

  return (
    <form role="search" method="get" action="/jobs" onSubmit={submit} className="space-y-3">
      {filters.skills.map((skill) => (
        <input key={skill} type="hidden" name="skills" value={skill} />
      ))}
      {filters.budget ? (
        <>
          <input type="hidden" name="budgetMin" value={filters.budget[0]} />
          <input type="hidden" name="budgetMax" value={filters.budget[1]} />
        </>
      ) : null}
      {!open && filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      {/* Keyword and place side by side even on a phone: the results start higher. */}
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[2fr_1fr_auto]">
        <FormField label={t('jobs.search.keyword')} className="min-w-0">
          <Input
            type="search"
            name="q"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('jobs.search.keywordPlaceholder')}
            maxLength={100}
            enterKeyHint="search"
          />
        </FormField>
        <FormField label={t('jobs.search.location')} className="min-w-0">
          <Input
            name="location"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            placeholder={t('jobs.search.locationPlaceholder')}
            maxLength={100}
            autoComplete="address-level2"
          />
        </FormField>
        <Button type="submit" className="col-span-2 sm:col-span-1">
          <Search aria-hidden="true" className="size-4" />
          {t('jobs.search.submit')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {count ? t('jobs.search.filtersCount', { n: count }) : t('jobs.search.filters')}
        </Button>
        <FormField label={t('jobs.search.sort')} className="min-w-44">
          <Select
            name="sort"
            value={filters.sort}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as JobSort })}
          >
            {JOB_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`jobs.sort.${sort}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {open ? (
        <div
          id={panelId}
          className="grid gap-5 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2"
        >
          <FormField label={t('jobs.filters.category')}>
            <Select
              name="category"
              value={filters.category}
              onChange={(event) => onChange({ ...filters, category: event.target.value as JobCategory | '' })}
            >
              <option value="">{t('jobs.filters.anyCategory')}</option>
              {JOB_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`options.category.${category}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <div>
            <BudgetRangeSlider
              value={budget}
              active={filters.budget !== null}
              onChange={setBudget}
              onCommit={(value) => onChange({ ...filters, budget: value })}
            />
            <p className="text-xs text-stone-600">
              {filters.budget ? (
                <Button variant="link" onClick={() => onChange({ ...filters, budget: null })}>
                  {t('jobs.filters.budgetReset')}
                </Button>
              ) : (
                t('jobs.filters.budgetAny')
              )}
            </p>
          </div>
          <div className="md:col-span-2">
            <SkillToggleGroup
              legend={t('jobs.filters.skills')}
              options={SKILL_IDS}
              selected={filters.skills}
              onChange={(skills) => onChange({ ...filters, skills })}
            />
          </div>
          <div className="md:col-span-2">
            <Button
              variant="ghost"
              onClick={() =>
                onChange({ ...EMPTY_FILTERS, q: filters.q, location: filters.location, sort: filters.sort })
              }
            >
              {t('jobs.search.clear')}
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}

import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MAX_STARTING_PRICE_OPTIONS, MIN_RATING_OPTIONS } from '@kalasetu/shared/limits';
import { formatRupees } from '@kalasetu/shared/money';
import { isWorkLanguage, WORK_LANGUAGE_NAMES, WORK_LANGUAGES } from '@kalasetu/shared/options';
import { isSkillId, SKILL_IDS } from '@kalasetu/shared/skills';
import type { CreatorDirectoryQuery } from '@kalasetu/shared/people';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { hasCreatorFilters } from '../utils/directory-params';
import { skillLabel } from '../../../lib/skill-label';
import { MIN_RATING_KEYS } from '../utils/labels';

interface CreatorSearchProps {
  query: CreatorDirectoryQuery;
  onChange(next: Partial<CreatorDirectoryQuery>): void;
  onClear(): void;
}

/** Text search (submitted with Enter or the button) and filters that apply at once; all of it lives in the URL. */
export function CreatorSearch({ query, onChange, onClear }: CreatorSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(query.q ?? '');
  const [shownQ, setShownQ] = useState(query.q);
  // Follow the URL when it changes from outside (back button, Clear).
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setText(query.q ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };

  return (
    <div className="space-y-3">
      {/* A plain GET form until the page's JavaScript runs: Enter still searches, on the server. */}
      <form
        role="search"
        method="get"
        action="/creators"
        onSubmit={submit}
        className="flex flex-col gap-2 sm:flex-row"
      >
        {query.skill ? <input type="hidden" name="skill" value={query.skill} /> : null}
        {query.available ? <input type="hidden" name="available" value="true" /> : null}
        {query.minRating ? <input type="hidden" name="minRating" value={query.minRating} /> : null}
        {query.maxPrice ? <input type="hidden" name="maxPrice" value={query.maxPrice} /> : null}
        {query.language ? <input type="hidden" name="language" value={query.language} /> : null}
        <label htmlFor="creator-search" className="sr-only">
          {t('creators.searchLabel')}
        </label>
        <Input
          id="creator-search"
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('creators.searchPlaceholder')}
          maxLength={100}
          className="flex-1"
        />
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search aria-hidden="true" className="size-4" />
            {t('creators.search')}
          </Button>
          {hasCreatorFilters(query) ? (
            <Button type="button" variant="secondary" onClick={onClear} className="flex-1 sm:flex-none">
              <X aria-hidden="true" className="size-4" />
              {t('creators.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      <fieldset className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <legend className="sr-only">{t('creators.filters.legend')}</legend>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={query.available}
            onChange={(event) => onChange({ available: event.target.checked })}
          />
          {t('creators.filters.availableNow')}
        </label>
        <div className="space-y-1 sm:w-48">
          <label htmlFor="creator-min-rating" className="block text-sm font-medium">
            {t('creators.filters.minRating')}
          </label>
          <Select
            id="creator-min-rating"
            value={String(query.minRating)}
            onChange={(event) => onChange({ minRating: Number(event.target.value) })}
          >
            {MIN_RATING_OPTIONS.map((value) => (
              <option key={value} value={String(value)}>
                {t(MIN_RATING_KEYS[value] ?? 'creators.filters.ratingAny')}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1 sm:w-56">
          <label htmlFor="creator-skill" className="block text-sm font-medium">
            {t('creators.filters.skill')}
          </label>
          <Select
            id="creator-skill"
            value={query.skill ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ skill: isSkillId(value) ? value : undefined });
            }}
          >
            <option value="">{t('creators.filters.allSkills')}</option>
            {SKILL_IDS.map((skill) => (
              <option key={skill} value={skill}>
                {skillLabel(t, skill)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1 sm:w-52">
          <label htmlFor="creator-max-price" className="block text-sm font-medium">
            {t('creators.filters.maxPrice')}
          </label>
          <Select
            id="creator-max-price"
            value={query.maxPrice === undefined ? '' : String(query.maxPrice)}
            onChange={(event) => {
              const value = Number(event.target.value);
              onChange({ maxPrice: value > 0 ? value : undefined });
            }}
          >
            <option value="">{t('creators.filters.priceAny')}</option>
            {MAX_STARTING_PRICE_OPTIONS.map((value) => (
              <option key={value} value={String(value)}>
                {t('creators.filters.priceUpTo', { amount: formatRupees(value) })}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1 sm:w-48">
          <label htmlFor="creator-language" className="block text-sm font-medium">
            {t('creators.filters.language')}
          </label>
          <Select
            id="creator-language"
            value={query.language ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ language: isWorkLanguage(value) ? value : undefined });
            }}
          >
            <option value="">{t('creators.filters.allLanguages')}</option>
            {WORK_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {WORK_LANGUAGE_NAMES[language]}
              </option>
            ))}
          </Select>
        </div>
      </fieldset>
    </div>
  );
}

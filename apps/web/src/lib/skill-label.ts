import type { TFunction } from 'i18next';
import { useTranslation } from './use-translation';
import { JOB_CATEGORIES } from '@kalasetu/shared/job-categories';
import { findSkill, skillName } from '@kalasetu/shared/skills';

/**
 * A skill in the reader's language (decision 215): ids and the spellings stored before the taxonomy read through
 * `options.skill.<id>`; text outside the taxonomy (an old free-text skill) shows as stored.
 */
export function skillLabel(t: TFunction, skill: string): string {
  const id = findSkill(skill);
  // The home page's first paint ships without the options texts (lib/i18n.ts): English names fill in.
  return id ? t(`options.skill.${id}`, { defaultValue: skillName(id) }) : skill;
}

/** A job category (or a stored spelling of one) in the reader's language; anything else as stored. */
export function categoryLabel(t: TFunction, category: string): string {
  const value = category
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return (JOB_CATEGORIES as readonly string[]).includes(value) ? t(`options.category.${value}`) : category;
}

export function useSkillLabel() {
  const { t } = useTranslation();
  return (skill: string) => skillLabel(t, skill);
}

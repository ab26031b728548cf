import { INDIA_STATE_DISTRICTS, INDIA_STATE_NAMES, LEGACY_DISTRICTS } from './india-locations';

/** Fixed option lists from the specification. Labels are i18n keys under `options.*`; names of places are proper nouns. */
export const INDUSTRIES = [
  'agriculture',
  'handicrafts',
  'retail',
  'food_processing',
  'textiles',
  'fisheries',
  'dairy',
  'manufacturing',
] as const;

export const TURNOVER_BANDS = [
  'less_than_10_lakhs',
  'range_10_to_50_lakhs',
  'range_50_lakhs_to_1_crore',
  'range_1_to_5_crores',
  'more_than_5_crores',
] as const;

export const OPERATIONAL_SCALES = ['local', 'regional', 'statewide', 'national', 'international'] as const;

/** Every state and union territory with its districts (india-locations.ts, decision 230). */
export const STATE_DISTRICTS = INDIA_STATE_DISTRICTS;
export type IndianState = keyof typeof STATE_DISTRICTS;
export const STATES = Object.keys(STATE_DISTRICTS) as IndianState[];

/** English names of the states, for stored text such as an enterprise's location ("Nashik, Maharashtra"). */
export const STATE_NAMES: Record<IndianState, string> = INDIA_STATE_NAMES;

/** The districts offered for a state (none for an unknown one). */
export function districtsOf(state: string): readonly string[] {
  return (STATE_DISTRICTS as Record<string, readonly string[]>)[state] ?? [];
}

/** Whether a district belongs to the state: one offered now, or a spelling accepted before (LEGACY_DISTRICTS). */
export function isDistrictOf(state: string, district: string): boolean {
  return (
    districtsOf(state).includes(district) ||
    ((LEGACY_DISTRICTS as Record<string, readonly string[]>)[state] ?? []).includes(district)
  );
}

/**
 * The languages a creator works in (docs/product/profiles.md): India's most spoken, by ISO 639 code. Each is shown by
 * its own name in its own script, in every interface language, as people recognise their language.
 */
export const WORK_LANGUAGES = [
  'hi',
  'en',
  'bn',
  'mr',
  'te',
  'ta',
  'gu',
  'ur',
  'kn',
  'or',
  'ml',
  'pa',
  'as',
] as const;
export type WorkLanguage = (typeof WORK_LANGUAGES)[number];
export const WORK_LANGUAGE_NAMES: Record<WorkLanguage, string> = {
  hi: 'हिन्दी',
  en: 'English',
  bn: 'বাংলা',
  mr: 'मराठी',
  te: 'తెలుగు',
  ta: 'தமிழ்',
  gu: 'ગુજરાતી',
  ur: 'اردو',
  kn: 'ಕನ್ನಡ',
  or: 'ଓଡ଼ିଆ',
  ml: 'മലയാളം',
  pa: 'ਪੰਜਾਬੀ',
  as: 'অসমীয়া',
};
export const isWorkLanguage = (value: unknown): value is WorkLanguage =>
  typeof value === 'string' && (WORK_LANGUAGES as readonly string[]).includes(value);

// Skills: one taxonomy with ids, names and synonyms in skills.ts (decision 215).

export { JOB_CATEGORIES, type JobCategory } from './job-categories';

/** The Find Jobs page's orders; relevance (the default) ranks by how a job matches the words, newest without words. */
export const JOB_SORTS = ['relevance', 'newest', 'budget', 'deadline'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

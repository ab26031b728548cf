/**
 * Both policies were last changed on this day (the specification's date); shown in the reader's language and India's
 * calendar.
 */
export const POLICIES_LAST_UPDATED = '2025-04-19T00:00:00+05:30';

/**
 * Nine numbered sections each, as in the specification; their texts live under legal.<document>.sections.<n> in every
 * language.
 */
export const LEGAL_SECTION_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export type LegalDocument = 'privacy' | 'terms';

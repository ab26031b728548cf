/**
 * Availability as the card words it: true unless explicitly false; missing is "unknown". Kept out of the shared
 * people contract, whose schemas a profile's reader does not need to build.
 */
export function availabilityOf(
  available: boolean | null | undefined,
): 'available' | 'unavailable' | 'unknown' {
  if (available === true) return 'available';
  if (available === false) return 'unavailable';
  return 'unknown';
}

/** Literal keys (not built at run time) so the translation check can see every one in use. */
export const AVAILABILITY_KEYS = {
  available: 'creators.availability.available',
  unavailable: 'creators.availability.unavailable',
  unknown: 'creators.availability.unknown',
} as const;

export const availabilityKey = (available: boolean | null | undefined) =>
  AVAILABILITY_KEYS[availabilityOf(available)];

export const MIN_RATING_KEYS: Record<number, string> = {
  0: 'creators.filters.ratingAny',
  3: 'creators.filters.rating3',
  4: 'creators.filters.rating4',
  4.5: 'creators.filters.rating45',
};

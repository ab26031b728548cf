import type { TFunction } from 'i18next';
import { INDUSTRIES } from '@kalasetu/shared/options';

/** The shared list's label in the reader's language; a value outside the list is shown as stored. */
export function industryLabel(t: TFunction, industry: string | null): string {
  if (!industry) return t('enterprises.industryNotSet');
  return (INDUSTRIES as readonly string[]).includes(industry) ? t(`options.industry.${industry}`) : industry;
}

import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX_ITEMS,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from './limits';

/**
 * Building blocks shared by every contract. Messages are i18n keys (see `messages/*.json`);
 * the browser and the server translate them into the reader's language.
 */
export const requiredText = (max = SHORT_TEXT_MAX_LENGTH, message = 'validation.required') =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: 'validation.tooLong' });

export const optionalText = (max = SHORT_TEXT_MAX_LENGTH) =>
  z.string().trim().max(max, { error: 'validation.tooLong' }).optional();

/**
 * Control characters (line breaks, tabs, NUL, the Unicode line and paragraph separators) have no place in a field
 * shown on one line: a name, a title or a company name reaches mail subjects and headers.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const singleLine = (value: string) => !CONTROL_CHARACTERS.test(value);

/** `requiredText` for a field shown on one line: names, titles, company names, places. */
export const singleLineText = (max = SHORT_TEXT_MAX_LENGTH, message = 'validation.required') =>
  requiredText(max, message).refine(singleLine, { error: 'validation.singleLine' });

export const nameField = singleLineText(NAME_MAX_LENGTH);

export const emailField = (requiredMessage = 'validation.required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(EMAIL_MAX_LENGTH, { error: 'validation.tooLong' })
    .pipe(z.email({ error: 'validation.emailInvalid' }))
    .transform((value) => value.toLowerCase());

export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/;

export const passwordField = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordRule' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.tooLong' })
  .regex(PASSWORD_RULE, { error: 'validation.passwordRule' });

/** Indian mobile numbers: 10 digits starting 6–9, with or without +91, 91 or 0 in front. Stored as +91XXXXXXXXXX. */
export function normalizeIndianPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

export const phoneField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform((value, ctx) => {
    const normalized = normalizeIndianPhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'validation.phoneInvalid' });
      return z.NEVER;
    }
    return normalized;
  });

/** Splits "a, b, ,c" into ["a","b","c"]; arrays are trimmed the same way, so the form and the API share one rule. */
export function splitList(value: unknown): unknown {
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : value;
  if (!Array.isArray(parts)) return parts;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') return parts;
    const item = part.trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

export const listField = (requiredMessage?: string) => {
  const items = z
    .array(z.string().max(LIST_ITEM_MAX_LENGTH, { error: 'validation.tooLong' }))
    .max(LIST_MAX_ITEMS, { error: 'validation.tooMany' });
  return z.preprocess(splitList, requiredMessage ? items.min(1, { error: requiredMessage }) : items);
};

export const longText = (message = 'validation.required') => requiredText(LONG_TEXT_MAX_LENGTH, message);

export const isoDateField = (message = 'validation.required') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInvalid' })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'validation.dateInvalid' });

export const httpUrlField = z
  .string()
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: 'validation.urlInvalid' },
  );

/** Empty string from a form means "no value". */
export const optionalUrlField = z.union([z.literal('').transform(() => null), httpUrlField]).nullish();

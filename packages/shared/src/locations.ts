import { z } from 'zod';
import { STATE_NAMES, STATES, type IndianState } from './options';

/** A PIN code: six digits, the first never 0 (India Post's postal regions are 1–9). */
export const pincodeField = z
  .string({ error: 'validation.pincodeInvalid' })
  .trim()
  .regex(/^[1-9]\d{5}$/, { error: 'validation.pincodeInvalid' });

export const pincodeParamsSchema = z.object({ pin: pincodeField });

/**
 * `GET /api/locations/pincode/:pin`: the state and district a PIN code belongs to (decision 230). The district is null
 * for the few PIN codes whose district the data set names in no way the district list knows.
 */
export const pincodeLookupSchema = z.object({
  pin: z.string(),
  state: z.enum(STATES as [string, ...string[]]),
  district: z.string().nullable(),
});
export type PincodeLookup = z.infer<typeof pincodeLookupSchema>;

/** The first PIN code written in an address ("… Ratnagiri 415612"), or null. */
export function pincodeInText(text: string | null | undefined): string | null {
  for (const match of (text ?? '').matchAll(/(?<!\d)(\d{3}) ?(\d{3})(?!\d)/g)) {
    const pin = `${match[1]}${match[2]}`;
    if (pincodeField.safeParse(pin).success) return pin;
  }
  return null;
}

/** "Ratnagiri, Maharashtra": how a place is stored as text (an enterprise's location at sign-up). */
export function placeText(state: string, district: string | null): string {
  const name = STATE_NAMES[state as IndianState] ?? state;
  return district ? `${district}, ${name}` : name;
}

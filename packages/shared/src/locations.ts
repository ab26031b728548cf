import { z } from 'zod';
import { STATES } from './options';

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

import { pincodeField, type PincodeLookup } from '@kalasetu/shared/locations';
import { STATE_NAMES, type IndianState } from '@kalasetu/shared/options';
import { api } from './api-client';

/** The state and district of a PIN code, from the server's table (decision 230); throws ApiError 404 when unknown. */
export const lookUpPincode = (pin: string, signal?: AbortSignal) =>
  api<PincodeLookup>(`/api/locations/pincode/${pin}`, { signal });

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

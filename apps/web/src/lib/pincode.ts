import type { PincodeLookup } from '@kalasetu/shared/locations';
import { api } from './api-client';

/** The state and district of a PIN code, from the server's table (decision 230); throws ApiError 404 when unknown. */
export const lookUpPincode = (pin: string, signal?: AbortSignal) =>
  api<PincodeLookup>(`/api/locations/pincode/${pin}`, { signal });

export { pincodeInText, placeText } from '@kalasetu/shared/locations';

import { lookUpPincode as lookUpPincodeOperation } from '@kalasetu/shared/api/locations';
import { request } from './api-client';

/** The state and district of a PIN code, from the server's table (decision 230); throws ApiError 404 when unknown. */
export const lookUpPincode = (pin: string, signal?: AbortSignal) =>
  request(lookUpPincodeOperation, { params: { pin }, signal });

export { pincodeInText, placeText } from '@kalasetu/shared/locations';

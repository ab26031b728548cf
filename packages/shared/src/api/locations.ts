import type * as locations from '../locations';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof locations> = defineOperation;

/** The state and district of an Indian PIN code. */
export const lookUpPincode = operation('GET', '/api/locations/pincode/:pin', {
  response: 'pincodeLookupSchema',
});

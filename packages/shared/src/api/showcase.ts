// The admin's showcase tab: items, their pictures, the demo set.
import type * as admin from '../admin';
import type * as http from '../http';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof admin & typeof http> = defineOperation;

export const addShowcaseItem = operation('POST', '/api/admin/showcase', {
  body: 'showcaseInputSchema',
  response: 'showcaseItemResponseSchema',
});
export const updateShowcaseItem = operation('PUT', '/api/admin/showcase/:id', {
  body: 'showcaseInputSchema',
  response: 'showcaseItemResponseSchema',
});
export const deleteShowcaseItem = operation('DELETE', '/api/admin/showcase/:id', {
  response: 'okResponseSchema',
});
export const uploadShowcaseImage = operation('POST', '/api/admin/showcase/image', {
  multipart: true,
  response: 'showcaseImageResponseSchema',
});
export const addDemoShowcase = operation('POST', '/api/admin/showcase/demo', {
  body: 'showcaseDemoSchema',
  response: 'showcaseDemoResponseSchema',
});

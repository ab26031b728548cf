// Creator and enterprise directories, public profiles, profile edits.
import type * as people from '../people';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof people> = defineOperation;

export const searchCreators = operation('GET', '/api/creators', {
  query: 'creatorDirectoryQuerySchema',
  response: 'creatorDirectoryResponseSchema',
});
export const getCreator = operation('GET', '/api/creators/:id', { response: 'creatorProfileSchema' });
export const searchEnterprises = operation('GET', '/api/enterprises', {
  query: 'enterpriseDirectoryQuerySchema',
  response: 'enterpriseDirectoryResponseSchema',
});
export const getEnterprise = operation('GET', '/api/enterprises/:id', {
  response: 'enterpriseProfileSchema',
});
export const getEnterpriseRecord = operation('GET', '/api/enterprises/:id/record', {
  response: 'enterpriseRecordResponseSchema',
});
export const listEnterpriseJobs = operation('GET', '/api/enterprises/:id/jobs', {
  response: 'enterpriseJobsResponseSchema',
});
export const editProfile = operation('PATCH', '/api/profiles/:id', {
  body: 'profileEditRequestSchema',
  response: 'profileResponseSchema',
});
export const uploadLogo = operation('POST', '/api/profiles/:id/logo', {
  multipart: true,
  response: 'logoResponseSchema',
});

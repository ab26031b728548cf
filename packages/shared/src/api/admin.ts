// The back office: users, jobs, statistics, the first admin, comments on jobs, the showcase.
import type * as admin from '../admin';
import type * as http from '../http';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof admin & typeof http> = defineOperation;

export const listUsers = operation('GET', '/api/admin/users', {
  query: 'adminUsersQuerySchema',
  response: 'adminUsersResponseSchema',
});
export const createUser = operation('POST', '/api/admin/users', {
  body: 'createUserSchema',
  response: 'adminUserResponseSchema',
});
export const promoteUser = operation('POST', '/api/admin/users/promote', {
  body: 'promoteUserSchema',
  response: 'promoteResponseSchema',
});
export const verifyUser = operation('POST', '/api/admin/users/:id/verify', {
  response: 'adminUserResponseSchema',
});
export const deleteUser = operation('DELETE', '/api/admin/users/:id', { response: 'okResponseSchema' });
export const listAdminJobs = operation('GET', '/api/admin/jobs', {
  query: 'adminJobsQuerySchema',
  response: 'adminJobsResponseSchema',
});
export const getAdminStats = operation('GET', '/api/admin/stats', { response: 'adminStatsSchema' });
export const getBootstrapStatus = operation('GET', '/api/admin/bootstrap', {
  response: 'bootstrapStatusSchema',
});
export const becomeFirstAdmin = operation('POST', '/api/admin/bootstrap', {
  response: 'adminUserResponseSchema',
});
export const listJobComments = operation('GET', '/api/admin/jobs/:id/comments', {
  response: 'jobCommentsResponseSchema',
});
export const addJobComment = operation('POST', '/api/admin/jobs/:id/comments', {
  body: 'createCommentSchema',
  response: 'jobCommentResponseSchema',
});

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

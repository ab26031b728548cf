// Applying to a job and the lists of applications.
import type * as applications from '../applications';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof applications> = defineOperation;

export const applyToJob = operation('POST', '/api/jobs/:id/applications', {
  body: 'applyToJobSchema',
  response: 'applicationResponseSchema',
});
export const listEnterpriseApplications = operation('GET', '/api/enterprise/applications', {
  query: 'enterpriseApplicationsQuerySchema',
  response: 'enterpriseApplicationsResponseSchema',
});
export const listCreatorApplications = operation('GET', '/api/creator/applications', {
  query: 'creatorApplicationsQuerySchema',
  response: 'applicationsWithJobResponseSchema',
});
export const recommendApplication = operation('POST', '/api/applications/:id/recommend', {
  response: 'applicationDecisionResponseSchema',
});
export const rejectApplication = operation('POST', '/api/applications/:id/reject', {
  response: 'applicationDecisionResponseSchema',
});

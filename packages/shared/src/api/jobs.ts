// Job search, a job, posting, an enterprise's jobs, assignment and status.
import type * as applications from '../applications';
import type * as jobs from '../jobs';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof jobs & typeof applications> = defineOperation;

export const searchJobs = operation('GET', '/api/jobs', {
  query: 'jobListQuerySchema',
  response: 'jobListResponseSchema',
});
export const getJob = operation('GET', '/api/jobs/:id', { response: 'jobDetailResponseSchema' });
export const createJob = operation('POST', '/api/jobs', {
  body: 'createJobSchema',
  response: 'jobDetailResponseSchema',
});
export const listOwnJobs = operation('GET', '/api/enterprise/jobs', {
  query: 'ownJobsQuerySchema',
  response: 'ownJobsResponseSchema',
});
export const assignCreator = operation('PUT', '/api/jobs/:id/assignment', {
  body: 'assignCreatorSchema',
  response: 'assignmentResponseSchema',
});
export const unassignCreator = operation('DELETE', '/api/jobs/:id/assignment', {
  response: 'jobRecordResponseSchema',
});
export const setJobStatus = operation('PATCH', '/api/jobs/:id/status', {
  body: 'jobStatusUpdateSchema',
  response: 'jobRecordResponseSchema',
});

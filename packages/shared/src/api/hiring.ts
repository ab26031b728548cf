// The admin's recommendation queue and candidates; invitations to apply.
import type * as hiring from '../hiring';
import type * as http from '../http';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof hiring & typeof http> = defineOperation;

export const listRecommendations = operation('GET', '/api/admin/recommendations', {
  response: 'recommendationsResponseSchema',
});
export const countRecommendations = operation('GET', '/api/admin/recommendations/count', {
  response: 'recommendationCountResponseSchema',
});
export const acceptRecommendation = operation('POST', '/api/admin/recommendations/:id/accept', {
  response: 'acceptRecommendationResponseSchema',
});
export const declineRecommendation = operation('POST', '/api/admin/recommendations/:id/decline', {
  body: 'declineRecommendationSchema',
  response: 'declineRecommendationResponseSchema',
});
export const listCandidates = operation('GET', '/api/admin/jobs/:id/candidates', {
  query: 'candidatesQuerySchema',
  response: 'candidatesResponseSchema',
});
export const inviteCreator = operation('POST', '/api/jobs/:id/invitations', {
  body: 'inviteCreatorSchema',
  response: 'invitationResponseSchema',
});
export const listJobInvitations = operation('GET', '/api/jobs/:id/invitations', {
  response: 'jobInvitationsResponseSchema',
});
export const withdrawInvitation = operation('DELETE', '/api/invitations/:id', {
  response: 'okResponseSchema',
});
export const listCreatorInvitations = operation('GET', '/api/creator/invitations', {
  query: 'creatorInvitationsQuerySchema',
  response: 'creatorInvitationsResponseSchema',
});

import type * as ratings from '../ratings';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof ratings> = defineOperation;

export const getMyRating = operation('GET', '/api/ratings/:userId/mine', {
  response: 'myRatingResponseSchema',
});
export const submitRating = operation('PUT', '/api/ratings/:userId', {
  body: 'ratingInputSchema',
  response: 'submitRatingResponseSchema',
});
export const listUserRatings = operation('GET', '/api/admin/users/:id/ratings', {
  response: 'adminRatingsResponseSchema',
});
export const deleteRating = operation('DELETE', '/api/admin/ratings/:ratingId', {
  response: 'ratingStatsSchema',
});

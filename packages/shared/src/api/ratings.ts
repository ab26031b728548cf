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
export const listReviews = operation('GET', '/api/ratings/:userId/reviews', {
  query: 'reviewsQuerySchema',
  response: 'reviewsResponseSchema',
});
export const replyToReview = operation('POST', '/api/reviews/:reviewId/reply', {
  body: 'reviewReplySchema',
  response: 'reviewReplyResponseSchema',
});
export const listPendingReviews = operation('GET', '/api/me/reviews/pending', {
  response: 'pendingReviewsResponseSchema',
});

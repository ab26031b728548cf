import { z } from 'zod';
import { DB_INTEGER_MAX, RATING_MAX, RATING_MIN } from './limits';

export const RATING_COMMENT_MAX_LENGTH = 1000;

/** Stats are shown to one decimal; the server rounds, so every screen shows the same figure. */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}

export const ratingValueSchema = z
  .number({ error: 'validation.ratingRange' })
  .int({ error: 'validation.ratingRange' })
  .min(RATING_MIN, { error: 'validation.ratingRange' })
  .max(RATING_MAX, { error: 'validation.ratingRange' });

/**
 * Submitting (or replacing) one's rating of another user for a job the two worked on together
 * (docs/product/ratings.md): the enterprise that posted it and the creator assigned to it. An empty comment means
 * none.
 */
export const ratingInputSchema = z.object({
  jobId: z
    .number({ error: 'validation.idInvalid' })
    .int({ error: 'validation.idInvalid' })
    .positive({ error: 'validation.idInvalid' })
    .max(DB_INTEGER_MAX, { error: 'validation.idInvalid' }),
  value: ratingValueSchema,
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX_LENGTH, { error: 'validation.tooLong' })
    .nullish()
    .transform((value) => value || null),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

/** average_rating and total_ratings of the spec; zeros when the user has no ratings. */
export const ratingStatsSchema = z.object({
  average: z.number().min(0).max(RATING_MAX),
  count: z.number().int().min(0),
});
export type RatingStats = z.infer<typeof ratingStatsSchema>;

export const myRatingSchema = z.object({
  value: z.number().int(),
  comment: z.string().nullable(),
  updatedAt: z.string(),
  /** Shown on the profile: both sides wrote theirs, or the window closed. Until then it can still be changed. */
  published: z.boolean(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

/** A job the signed-in user and the person worked on together, with the user's rating for it if any. */
export const rateableJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rating: myRatingSchema.nullable(),
});
export type RateableJob = z.infer<typeof rateableJobSchema>;

/** `rating` is the one for the most recent job; `jobs` lists every job the two can be rated for, newest first. */
export const myRatingResponseSchema = z.object({
  rating: myRatingSchema.nullable(),
  jobs: z.array(rateableJobSchema),
});

/** What an admin sees of a user's ratings, to remove an abusive one (docs/product/admin.md). */
export const adminRatingSchema = z.object({
  id: z.number().int(),
  raterId: z.string().nullable(),
  raterName: z.string().nullable(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  value: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRating = z.infer<typeof adminRatingSchema>;
export const adminRatingsResponseSchema = z.object({ ratings: z.array(adminRatingSchema) });
export const ratingIdParamSchema = z.object({ ratingId: z.coerce.number().int().min(1).max(DB_INTEGER_MAX) });
export const submitRatingResponseSchema = z.object({ stats: ratingStatsSchema, rating: myRatingSchema });
export type SubmitRatingResponse = z.infer<typeof submitRatingResponseSchema>;

export const ratedUserParamSchema = z.object({ userId: z.string().max(100) });

/** A review as a profile shows it: only published ones (docs/product/ratings.md), newest first. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  comment: z.string().nullable(),
  /** The job it was written for, and the month it completed or was reviewed, `YYYY-MM`. */
  jobTitle: z.string(),
  month: z.string(),
  reviewerId: z.string().nullable(),
  /** Null for a deleted account. */
  reviewerName: z.string().nullable(),
  reviewerRole: z.enum(['creator', 'enterprise']).nullable(),
  /** The reviewed person's one public answer. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewsQuerySchema = z.object({
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(10_000).default(1),
});
export const reviewsResponseSchema = z.object({
  items: z.array(publicReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** The reviewed person answers a published review once, publicly. */
export const reviewReplySchema = z.object({
  reply: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(RATING_COMMENT_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;
export const reviewIdParamSchema = z.object({
  reviewId: z.coerce.number().int().min(1).max(DB_INTEGER_MAX),
});
export const reviewReplyResponseSchema = z.object({ review: publicReviewSchema });

/** A completed job whose other side the signed-in person has not reviewed yet, while the window is open. */
export const pendingReviewSchema = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  otherId: z.string(),
  otherName: z.string(),
  otherRole: z.enum(['creator', 'enterprise']),
  /** The other side already wrote theirs (its content stays hidden until this one is written). */
  otherWrote: z.boolean(),
  closesAt: z.string(),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;
export const pendingReviewsResponseSchema = z.object({ items: z.array(pendingReviewSchema) });
export type PendingReviewsResponse = z.infer<typeof pendingReviewsResponseSchema>;

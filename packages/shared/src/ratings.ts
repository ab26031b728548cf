import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from './limits';

export const RATING_COMMENT_MAX_LENGTH = 1000;

/** Stats are shown to one decimal (spec 02 §9); the server rounds, so every screen shows the same figure. */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}

export const ratingValueSchema = z
  .number({ error: 'validation.ratingRange' })
  .int({ error: 'validation.ratingRange' })
  .min(RATING_MIN, { error: 'validation.ratingRange' })
  .max(RATING_MAX, { error: 'validation.ratingRange' });

/** Submitting (or replacing) one's rating of another user. An empty comment means none. */
export const ratingInputSchema = z.object({
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
});
export type MyRating = z.infer<typeof myRatingSchema>;

export const myRatingResponseSchema = z.object({ rating: myRatingSchema.nullable() });
export const submitRatingResponseSchema = z.object({ stats: ratingStatsSchema, rating: myRatingSchema });
export type SubmitRatingResponse = z.infer<typeof submitRatingResponseSchema>;

export const ratedUserParamSchema = z.object({ userId: z.string().max(100) });

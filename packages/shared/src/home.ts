import { z } from 'zod';
import { jobSummarySchema } from './jobs';

export const creatorSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  available: z.boolean(),
  isVerified: z.boolean(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
});
export type CreatorSummary = z.infer<typeof creatorSummarySchema>;

export const showcaseItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  category: z.string(),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShowcaseItem = z.infer<typeof showcaseItemSchema>;

export const homeResponseSchema = z.object({
  jobs: z.array(jobSummarySchema),
  creators: z.array(creatorSummarySchema),
  showcase: z.array(showcaseItemSchema),
  counts: z.object({
    creators: z.number().int(),
    enterprises: z.number().int(),
    jobs: z.number().int(),
    showcase: z.number().int(),
  }),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

import { z } from 'zod';
import { creatorSummarySchema } from './people';
import { showcaseItemSchema } from './showcase';

// The card shapes live with their features (people, showcase); re-exported so existing imports keep working.
export { creatorSummarySchema, type CreatorSummary } from './people';
export { showcaseItemSchema, type ShowcaseItem } from './showcase';

export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  location: z.string(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  budgetCurrency: z.string(),
  skills: z.array(z.string()),
  deadline: z.string().nullable(),
  createdAt: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string().nullable(),
  applicantCount: z.number().int(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

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

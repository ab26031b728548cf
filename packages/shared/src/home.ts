import { z } from 'zod';
import { jobSummarySchema } from './jobs';
import { creatorSummarySchema } from './people';
import { showcaseItemSchema } from './showcase';

// The card shapes live with their features (jobs, people, showcase); re-exported so existing imports keep working.
export { jobSummarySchema, type JobSummary } from './jobs';
export { creatorSummarySchema, type CreatorSummary } from './people';
export { showcaseItemSchema, type ShowcaseItem } from './showcase';

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

import { z } from 'zod';
import { requiredText } from './fields';
import { jobRecordSchema, rupeeAmount } from './jobs';
import { DB_INTEGER_MAX, LONG_TEXT_MAX_LENGTH } from './limits';
import { pageQuerySchema } from './http';
import { applicationStatusSchema, jobStatusSchema } from './roles';

/** The text of an application the admin creates by assigning a creator who never applied. */
export const ADMIN_ASSIGNMENT_COVER_LETTER = 'Assigned by admin';

/**
 * Apply to a job: a proposed price in whole rupees and a cover letter. The job's budget range is shown to the
 * creator but, as in the original, not enforced.
 */
export const applyToJobSchema = z.object({
  proposedPrice: rupeeAmount('validation.budgetInvalid'),
  coverLetter: requiredText(LONG_TEXT_MAX_LENGTH, 'validation.coverLetterRequired'),
});
export type ApplyToJobInput = z.input<typeof applyToJobSchema>;
export type ApplyToJobData = z.output<typeof applyToJobSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  creatorId: z.string(),
  coverLetter: z.string(),
  proposedPrice: z.number().int(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/** What an enterprise (or the admin) sees about the creator behind an application. */
export const applicationWithCreatorSchema = applicationSchema.extend({
  jobTitle: z.string(),
  /**
   * Why the admin declined the enterprise's last recommendation of this application (docs/product/hiring.md); not
   * shown to the creator.
   */
  declineReason: z.string().nullable(),
  creator: z.object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    location: z.string().nullable(),
    skills: z.array(z.string()),
    isVerified: z.boolean(),
    ratingAverage: z.number(),
    ratingCount: z.number().int(),
    /** A few pictures from the creator's portfolio (APPLICANT_SAMPLES), for the applicant card. */
    samples: z.array(z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string() })),
  }),
});
export type ApplicationWithCreator = z.infer<typeof applicationWithCreatorSchema>;

/** What a creator's list shows about its own applications: the job, the price, the status; not the letter. */
export const applicationWithJobSchema = applicationSchema.omit({ coverLetter: true }).extend({
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    status: jobStatusSchema,
    enterpriseId: z.string(),
    enterpriseName: z.string().nullable(),
    budgetMin: z.number().int(),
    budgetMax: z.number().int(),
  }),
});
export type ApplicationWithJob = z.infer<typeof applicationWithJobSchema>;

export const applicationResponseSchema = z.object({ application: applicationSchema });
export const applicationsWithCreatorResponseSchema = z.object({
  applications: z.array(applicationWithCreatorSchema),
});

/** How many applications of a list are in each status: the overview's counts, and their sum the pager's total. */
export const applicationCountsSchema = z.record(applicationStatusSchema, z.number().int());
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;

/** `GET /api/creator/applications?page=2`: newest first, PAGED_LIST_SIZE at a time. */
export const creatorApplicationsQuerySchema = pageQuerySchema;
export const applicationsWithJobResponseSchema = z.object({
  applications: z.array(applicationWithJobSchema),
  counts: applicationCountsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CreatorApplicationsPage = z.infer<typeof applicationsWithJobResponseSchema>;

/** Recommend or reject: the changed application and the sentence to show ('Application rejected'). */
export const applicationDecisionResponseSchema = z.object({
  application: applicationSchema,
  message: z.string(),
});
export type ApplicationDecisionResponse = z.infer<typeof applicationDecisionResponseSchema>;

/** `GET /api/enterprise/applications?jobId=7&page=2`: to one job or to all, newest first, a page at a time. */
export const enterpriseApplicationsQuerySchema = pageQuerySchema.extend({
  jobId: z.coerce.number().int().positive().max(DB_INTEGER_MAX, { error: 'validation.idInvalid' }).optional(),
});
export const enterpriseApplicationsResponseSchema = applicationsWithCreatorResponseSchema.extend({
  counts: applicationCountsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EnterpriseApplicationsPage = z.infer<typeof enterpriseApplicationsResponseSchema>;

/** The admin assigned a creator: the job as it is now and the creator's accepted application. */
export const assignmentResponseSchema = z.object({ job: jobRecordSchema, application: applicationSchema });
export type AssignmentResponse = z.infer<typeof assignmentResponseSchema>;

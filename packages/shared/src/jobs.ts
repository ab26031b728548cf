import { z } from 'zod';
import { isoDateField, requiredText, singleLineText } from './fields';
import {
  BUDGET_MAX_RUPEES,
  LONG_TEXT_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SHORT_TEXT_MAX_LENGTH,
} from './limits';
import { pageQuerySchema } from './http';
import { readRupees } from './money';
import { JOB_CATEGORIES, JOB_SORTS } from './options';
import { applicationStatusSchema, jobStatusSchema } from './roles';
import { searchUnderstoodSchema } from './search';
import { skillIdsField, skillListField } from './skill-fields';

/** Longest keyword or location the search accepts; longer text is not a search. */
export const JOB_SEARCH_TEXT_MAX_LENGTH = 100;
/** Deepest page of the public list (offset pagination); nobody pages through 6 000 jobs on a phone. */
export const JOB_LIST_MAX_PAGE = 500;
export const JOB_SKILL_FILTER_MAX = 20;

// The list lives in options.ts, which has no zod: the Find Jobs page's first render reads it (decision 135).
export { JOB_SORTS, type JobSort } from './options';
export const jobSortSchema = z.enum(JOB_SORTS);

export const jobCategorySchema = z.enum(JOB_CATEGORIES, { error: 'validation.invalid' });

/** A job's card in a list (search, home, an enterprise's profile): its description is the start of it. */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /**
   * On a card, the start of the description (`excerpt`, at most CARD_TEXT_MAX_LENGTH characters); the job's own
   * answer and its enterprise's list carry all of it.
   */
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
  /** An admin has verified the posting enterprise: cards and the job page show its badge. */
  enterpriseVerified: z.boolean(),
  applicantCount: z.number().int(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** '' and absent mean "no filter"; the browser sends every filter as a query string. */
const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

const searchText = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(JOB_SEARCH_TEXT_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
);

const rupeeFilter = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'validation.budgetInvalid' })
    .int({ error: 'validation.budgetInvalid' })
    .min(0, { error: 'validation.budgetInvalid' })
    .max(BUDGET_MAX_RUPEES, { error: 'validation.budgetInvalid' })
    .optional(),
);

/**
 * `skills=photography&skills=video-editing` arrives as an array, a single one as a string. Each is read as a skill
 * of the taxonomy, so a synonym or an old spelling ("Social Media Marketing") filters by the same skill.
 */
const skillFilter = z.preprocess((value) => {
  const list = typeof value === 'string' ? [value] : value;
  return Array.isArray(list)
    ? emptyToUndefined(list.map((s) => (typeof s === 'string' ? s.trim() : s)).filter(Boolean))
    : list;
}, skillIdsField(JOB_SKILL_FILTER_MAX).optional());

/**
 * The public job search. A budget filter matches jobs whose range overlaps [budgetMin, budgetMax]; without a
 * budgetMax there is no upper bound.
 */
export const jobListQuerySchema = z
  .object({
    q: searchText,
    location: searchText,
    category: z.preprocess(emptyToUndefined, jobCategorySchema.optional()),
    skills: skillFilter,
    budgetMin: rupeeFilter,
    budgetMax: rupeeFilter,
    sort: z.preprocess(emptyToUndefined, jobSortSchema.default('relevance')),
    page: z.coerce.number().int().min(1).max(JOB_LIST_MAX_PAGE).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  })
  .refine((v) => v.budgetMin === undefined || v.budgetMax === undefined || v.budgetMax >= v.budgetMin, {
    error: 'validation.budgetMaxBelowMin',
    path: ['budgetMax'],
  });
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
export type JobListQueryInput = z.input<typeof jobListQuerySchema>;

export const jobListResponseSchema = z.object({
  jobs: z.array(jobSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** True when no job contained the keyword and these are jobs with a similar title (typos, partial words). */
  similar: z.boolean(),
  /**
   * On the first page, how many jobs match: exact up to JOB_COUNT_CAP, else `atLeast` ("1,000+ jobs"), or `atLeast`
   * below the cap when the count looked only at the newest open jobs ("300+ jobs", decision 270); null on later pages
   * (the first page's count stands).
   */
  count: z.object({ value: z.number().int(), atLeast: z.boolean() }).nullable(),
  /** What the keyword and place were read as ("Showing results for photography (फोटोग्राफी)"), in the reader's language. */
  understood: searchUnderstoodSchema,
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** A job with its assignment and its whole description, as its enterprise and the admin see it. */
export const jobRecordSchema = jobSummarySchema.extend({
  category: z.string().nullable(),
  selectedApplicantId: z.string().nullable(),
  assignedAt: z.string().nullable(),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;
export const jobRecordResponseSchema = z.object({ job: jobRecordSchema });

export const jobDetailSchema = jobRecordSchema.extend({
  /** What the signed-in reader may do with this job. */
  viewer: z.object({
    applicationStatus: applicationStatusSchema.nullable(),
    isOwner: z.boolean(),
  }),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
export const jobDetailResponseSchema = z.object({ job: jobDetailSchema });
export type JobDetailResponse = z.infer<typeof jobDetailResponseSchema>;

const REQUIRED = 'validation.requiredFields';

/** Whole rupees from a number or a form's text; blank is "missing", anything else not a whole amount is invalid. */
export const rupeeAmount = (missingMessage: string, invalidMessage = 'validation.budgetInvalid') =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'string') return readRupees(value);
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? missingMessage : invalidMessage) })
      .int({ error: invalidMessage })
      .min(0, { error: invalidMessage })
      .max(BUDGET_MAX_RUPEES, { error: invalidMessage }),
  );

/** Today in India, as YYYY-MM-DD: a deadline is a date in the reader's calendar, not an instant. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * Post a job (the enterprise's form) or add one for an enterprise (admin: `enterpriseId`). Unlike the original,
 * a maximum budget below the minimum is refused.
 */
export const createJobSchema = z
  .object({
    title: singleLineText(SHORT_TEXT_MAX_LENGTH, REQUIRED),
    description: requiredText(LONG_TEXT_MAX_LENGTH, REQUIRED),
    location: singleLineText(SHORT_TEXT_MAX_LENGTH, REQUIRED),
    category: z.preprocess(emptyToUndefined, jobCategorySchema.optional()),
    budgetMin: rupeeAmount(REQUIRED),
    budgetMax: rupeeAmount(REQUIRED),
    deadline: isoDateField(REQUIRED).refine((value) => value >= todayInIndia(), {
      error: 'validation.deadlinePast',
    }),
    skills: skillListField().default([]),
    enterpriseId: z.preprocess(emptyToUndefined, z.uuid({ error: 'errors.enterpriseRequired' }).optional()),
  })
  .refine((v) => v.budgetMax >= v.budgetMin, {
    error: 'validation.budgetMaxBelowMin',
    path: ['budgetMax'],
  });
export type CreateJobInput = z.input<typeof createJobSchema>;
export type CreateJobData = z.output<typeof createJobSchema>;

export const assignCreatorSchema = z.object({ creatorId: z.uuid({ error: 'validation.idInvalid' }) });
export type AssignCreatorInput = z.infer<typeof assignCreatorSchema>;

export const jobStatusUpdateSchema = z.object({ status: jobStatusSchema });
export type JobStatusUpdate = z.infer<typeof jobStatusUpdateSchema>;

/** `GET /api/enterprise/jobs?status=open&page=2`: an enterprise's own jobs, newest first, a page at a time. */
export const ownJobsQuerySchema = pageQuerySchema.extend({
  status: jobStatusSchema.optional(),
});
/** An enterprise's own job: the record, and the name of the creator it is assigned to (null while unassigned). */
export const ownJobSchema = jobRecordSchema.extend({ assignedCreatorName: z.string().nullable() });
export type OwnJob = z.infer<typeof ownJobSchema>;
/** A page of the enterprise's own jobs, and how many it has in each status (the overview and the pager). */
export const ownJobsResponseSchema = z.object({
  jobs: z.array(ownJobSchema),
  counts: z.record(jobStatusSchema, z.number().int()),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OwnJobsResponse = z.infer<typeof ownJobsResponseSchema>;

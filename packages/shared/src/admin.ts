import { z } from 'zod';
import { emailField, httpUrlField, nameField, passwordField, requiredText, singleLineText } from './fields';
import { COMMENT_MAX_LENGTH, PAGE_SIZE_MAX, SHORT_TEXT_MAX_LENGTH, LONG_TEXT_MAX_LENGTH } from './limits';
import { jobStatusSchema, roleSchema } from './roles';
import { showcaseItemSchema } from './showcase';
import { skillField } from './skill-fields';

export const ADMIN_PAGE_SIZE = 20;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
  q: z.string().trim().max(SHORT_TEXT_MAX_LENGTH).optional(),
};

// ---- users ----
export const adminUsersQuerySchema = z.object({ ...pageFields, role: roleSchema.optional() });
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  companyName: z.string().nullable(),
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

/** Add user: the account is usable at once (no e-mail confirmation step). */
export const createUserSchema = z.object({
  name: nameField,
  email: emailField(),
  password: passwordField,
  role: roleSchema,
});
export type CreateUserData = z.infer<typeof createUserSchema>;

export const promoteUserSchema = z.object({ email: emailField('validation.promoteEmailRequired') });
export type PromoteUserData = z.infer<typeof promoteUserSchema>;
export const promoteResponseSchema = z.object({ user: adminUserSchema, alreadyAdmin: z.boolean() });

export const bootstrapStatusSchema = z.object({ available: z.boolean() });
export type BootstrapStatus = z.infer<typeof bootstrapStatusSchema>;

// ---- jobs ----
export const adminJobsQuerySchema = z.object({ ...pageFields, status: jobStatusSchema.optional() });
export type AdminJobsQuery = z.infer<typeof adminJobsQuerySchema>;

export const adminJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: jobStatusSchema,
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  selectedApplicantId: z.string().nullable(),
  assignedName: z.string().nullable(),
  /** An enterprise's recommendation awaiting the admin's decision on this open job, newest if several. */
  recommendation: z.object({ applicationId: z.number().int(), creatorName: z.string() }).nullable(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  createdAt: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobsResponseSchema = z.object({
  jobs: z.array(adminJobSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminJobsResponse = z.infer<typeof adminJobsResponseSchema>;

// ---- comments ----
/** The job id of a comment must be numeric: anything else is 'Invalid job reference'. */
export const commentJobParamSchema = z.object({
  id: z.coerce
    .number({ error: 'validation.commentJobInvalid' })
    .int({ error: 'validation.commentJobInvalid' })
    .positive({ error: 'validation.commentJobInvalid' })
    .max(2_147_483_647, { error: 'validation.commentJobInvalid' }),
});
export const createCommentSchema = z.object({ content: requiredText(COMMENT_MAX_LENGTH) });
export type CreateCommentData = z.infer<typeof createCommentSchema>;
export const jobCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  authorName: z.string().nullable(),
});
export type JobComment = z.infer<typeof jobCommentSchema>;
export const jobCommentsResponseSchema = z.object({ comments: z.array(jobCommentSchema) });
export const jobCommentResponseSchema = z.object({ comment: jobCommentSchema });

// ---- showcase ----
/** An image is an uploaded file (a /uploads/ or /demo/ path this server made) or an http(s) URL. */
const imageUrlField = z.union([
  z
    .string()
    .trim()
    .regex(/^\/(uploads|demo)\/[A-Za-z0-9_\-/]+\.(webp|png|jpg)$/, { error: 'validation.urlInvalid' }),
  httpUrlField,
]);
export const showcaseInputSchema = z.object({
  title: singleLineText(SHORT_TEXT_MAX_LENGTH),
  description: z.string().trim().max(LONG_TEXT_MAX_LENGTH, { error: 'validation.tooLong' }).default(''),
  imageUrl: imageUrlField,
  link: z.union([z.literal('').transform(() => null), httpUrlField]).nullish(),
  /** Blank, or a skill of the taxonomy: the tag every reader sees in their language (decision 215). */
  category: z
    .string()
    .trim()
    .default('')
    .pipe(z.union([z.literal(''), skillField])),
  featured: z.boolean().default(false),
});
export type ShowcaseInput = z.input<typeof showcaseInputSchema>;
export type ShowcaseData = z.output<typeof showcaseInputSchema>;
export const showcaseItemResponseSchema = z.object({ item: showcaseItemSchema });
export const showcaseDemoSchema = z.object({ uploaded: z.boolean().default(false) });
export const showcaseDemoResponseSchema = z.object({ items: z.array(showcaseItemSchema) });
export const showcaseImageResponseSchema = z.object({ imageUrl: z.string() });

// ---- statistics ----
export const weeklyJobsSchema = z.object({ weekStart: z.string(), posted: z.number(), filled: z.number() });
/** Money confirmed received through the platform in one month (YYYY-MM, in India), in paise. */
export const monthlyPaidSchema = z.object({ month: z.string(), paidPaise: z.number(), payments: z.number() });
export type MonthlyPaid = z.infer<typeof monthlyPaidSchema>;
export const paymentStatsSchema = z.object({
  monthly: z.array(monthlyPaidSchema),
  /** From the assignment (the agreement's draft) to the first payment recorded that was confirmed; null with none. */
  medianHoursToFirstPayment: z.number().nullable(),
  averageHoursToFirstPayment: z.number().nullable(),
});
export type PaymentStats = z.infer<typeof paymentStatsSchema>;
export const adminStatsSchema = z.object({
  users: z.object({
    total: z.number(),
    enterprises: z.number(),
    creators: z.number(),
    newLast7Days: z.number(),
  }),
  marketplace: z.object({
    newJobsLast7Days: z.number(),
    averageApplicationsPerJob: z.number(),
    fillRatePercent: z.number(),
    averageBudget: z.number(),
  }),
  performance: z.object({
    averageCreatorRating: z.number(),
    activeEnterprisesPercent: z.number(),
    averageHoursToAssign: z.number().nullable(),
  }),
  weekly: z.array(weeklyJobsSchema),
  payments: paymentStatsSchema,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

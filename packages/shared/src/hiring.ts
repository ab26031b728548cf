import { z } from 'zod';
import { pageQuerySchema } from './http';
import { applicationSchema, assignmentResponseSchema } from './applications';
import { optionalText, requiredText } from './fields';
import { DECLINE_REASON_MAX_LENGTH, MESSAGE_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from './limits';
import { applicationStatusSchema, jobStatusSchema } from './roles';

/** A creator as the admin and the enterprise weigh them: who, how trusted. */
export const candidateCreatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  isVerified: z.boolean(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
});
export type CandidateCreator = z.infer<typeof candidateCreatorSchema>;

/** An enterprise's recommendation awaiting the admin's decision: the admin's queue. */
export const recommendationSchema = z.object({
  applicationId: z.number().int(),
  proposedPrice: z.number().int(),
  coverLetter: z.string(),
  recommendedAt: z.string(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    budgetMin: z.number().int(),
    budgetMax: z.number().int(),
    deadline: z.string().nullable(),
  }),
  enterprise: z.object({ id: z.string(), name: z.string().nullable(), isVerified: z.boolean() }),
  creator: candidateCreatorSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({
  recommendations: z.array(recommendationSchema),
  /** All awaiting, also beyond the list's limit: the dashboard's badge. */
  count: z.number().int(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
export const recommendationCountResponseSchema = z.object({ count: z.number().int() });

export const declineRecommendationSchema = z.object({
  reason: requiredText(DECLINE_REASON_MAX_LENGTH, 'validation.declineReasonRequired'),
});
export type DeclineRecommendationData = z.output<typeof declineRecommendationSchema>;
export const declineRecommendationResponseSchema = z.object({ application: applicationSchema });

/** Accepting a recommendation assigns its creator: the same answer as assigning. */
export const acceptRecommendationResponseSchema = assignmentResponseSchema;

export const candidatesQuerySchema = z.object({ q: optionalText(SHORT_TEXT_MAX_LENGTH) });

/** One row of the assign dialog: applicants first (with their proposal), the recommended one marked. */
export const candidateSchema = z.object({
  creator: candidateCreatorSchema,
  application: z
    .object({
      id: z.number().int(),
      status: applicationStatusSchema,
      proposedPrice: z.number().int(),
      coverLetter: z.string(),
      createdAt: z.string(),
      declineReason: z.string().nullable(),
    })
    .nullable(),
  recommended: z.boolean(),
});
export type Candidate = z.infer<typeof candidateSchema>;
export const candidatesResponseSchema = z.object({ candidates: z.array(candidateSchema) });
export type CandidatesResponse = z.infer<typeof candidatesResponseSchema>;

/** An enterprise invites a creator to apply to one of its open jobs; a note, if any, opens their conversation. */
export const inviteCreatorSchema = z.object({
  creatorId: z.uuid({ error: 'validation.idInvalid' }),
  note: optionalText(MESSAGE_MAX_LENGTH),
});
export type InviteCreatorInput = z.input<typeof inviteCreatorSchema>;
/** The invitation dialog: which of the enterprise's open jobs (its id as the select gives it) and the note. */
export const inviteFormSchema = inviteCreatorSchema.pick({ note: true }).extend({
  jobId: z.string().regex(/^\d{1,10}$/, { error: 'validation.required' }),
});
export type InviteFormInput = z.input<typeof inviteFormSchema>;
export type InviteFormData = z.output<typeof inviteFormSchema>;
export type InviteCreatorData = z.output<typeof inviteCreatorSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  enterpriseId: z.string(),
  creatorId: z.string(),
  /** The enterprise's note, also the first message of their conversation. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = z.object({ invitation: invitationSchema });
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

export const jobInvitationsResponseSchema = z.object({
  invitations: z.array(invitationSchema.extend({ creatorName: z.string() })),
});
export type JobInvitationsResponse = z.infer<typeof jobInvitationsResponseSchema>;

export const creatorInvitationsResponseSchema = z.object({
  invitations: z.array(
    invitationSchema.extend({
      job: z.object({
        id: z.number().int(),
        title: z.string(),
        status: jobStatusSchema,
        enterpriseName: z.string().nullable(),
      }),
      /** The creator has applied to this job since (the dashboard then offers no Apply). */
      applied: z.boolean(),
    }),
  ),
  /** How many invitations the creator holds in all (the pager's total). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** `GET /api/creator/invitations?page=2`: newest first, PAGED_LIST_SIZE at a time. */
export const creatorInvitationsQuerySchema = pageQuerySchema;
export type CreatorInvitationsResponse = z.infer<typeof creatorInvitationsResponseSchema>;

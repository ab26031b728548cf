import { SEARCH_WRITE_TARGETS } from './fuzz-targets-search';
import type { z } from 'zod';
import {
  oauthRoleRequestSchema,
  onboardingRequestSchema,
  settingsRequestSchema,
  signUpSchema,
} from '@kalasetu/shared/accounts';
import {
  adminJobsQuerySchema,
  adminUsersQuerySchema,
  createCommentSchema,
  createUserSchema,
  promoteUserSchema,
  showcaseDemoSchema,
  showcaseInputSchema,
} from '@kalasetu/shared/admin';
import {
  applyToJobSchema,
  creatorApplicationsQuerySchema,
  enterpriseApplicationsQuerySchema,
} from '@kalasetu/shared/applications';
import {
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactMessageUpdateSchema,
} from '@kalasetu/shared/contact';
import {
  assignCreatorSchema,
  createJobSchema,
  jobListQuerySchema,
  jobStatusUpdateSchema,
  ownJobsQuerySchema,
} from '@kalasetu/shared/jobs';
import { creatorInvitationsQuerySchema } from '@kalasetu/shared/hiring';
import { sendMessageSchema } from '@kalasetu/shared/messaging';
import { notificationsQuerySchema } from '@kalasetu/shared/notifications';
import {
  creatorDirectoryQuerySchema,
  enterpriseDirectoryQuerySchema,
  profileEditRequestSchema,
} from '@kalasetu/shared/people';
import {
  portfolioItemInputSchema,
  portfolioItemUpdateSchema,
  portfolioOrderSchema,
} from '@kalasetu/shared/portfolio';
import { languagePreferenceSchema } from '@kalasetu/shared/profiles';
import { ratingInputSchema, reviewReplySchema } from '@kalasetu/shared/ratings';
import { passwordField } from '@kalasetu/shared/fields';
import type { Actors } from '../factories';
import { HIRING_WRITE_TARGETS } from './fuzz-targets-hiring';
import { PAYMENT_GATEWAY_WRITE_TARGETS, PAYMENT_WRITE_TARGETS } from './fuzz-targets-payments';
import { MAIL_WRITE_TARGETS } from './fuzz-targets-mail';
import { VERIFICATION_WRITE_TARGETS } from './fuzz-targets-verification';
import type { ActorName } from './matrix-fixtures';
import type { RouteKey } from './security-app';

/** Rows the fuzzed requests aim at, made once per file. */
export interface FuzzFixture {
  a: Actors;
  openJobId: number;
  appliedJobId: number;
  applicationId: number;
  secondApplicationId: number;
  hiredJobId: number;
  /** The enterprise's published review of the creator, which the creator may answer. */
  reviewId: number;
  itemId: number;
  secondItemId: number;
  noticeId: number;
  showcaseId: number;
  secondShowcaseId: number;
  contactId: number;
  victimId: string;
  victimEmail: string;
  secondVictimId: string;
  /**
   * A proposed agreement (job and its one part), and a paid part with its recorded payment; an accepted
   * agreement's part with a file waiting for its delivery (decision 256).
   */
  deal: {
    jobId: number;
    milestoneId: number;
    paidMilestoneId: number;
    paymentId: number;
    invoiceId: number;
    acceptedMilestoneId: number;
    fileId: number;
  };
}

export interface FuzzTarget {
  route: RouteKey;
  /** The actor allowed to succeed, so fuzzed bodies get past authorization into validation and the service. */
  actor: ActorName;
  /** The URL with the fixture's ids; `param` (an invalid id) replaces the id when the path itself is fuzzed. */
  url: (f: FuzzFixture, param?: string) => string;
  /** A body the endpoint accepts; the fuzzer mutates it. */
  valid: (f: FuzzFixture) => Record<string, unknown>;
  /**
   * The shared contract the server parses the body with. A body it refuses must be refused by the server (and is
   * checked in batches); a body it accepts may succeed (checked one by one). Absent: the body is not read.
   */
  contract?: z.ZodType;
  /** Text fields of a multipart upload; the file part is always generated non-image bytes, so always refused. */
  multipart?: Record<string, string>;
  /** Refused whatever the body (a closed endpoint): a success is a failure. */
  alwaysRefused?: boolean;
  /**
   * Bodies that would reach password hashing (about half a second each on the 2-core machine) are not generated
   * for this endpoint: well-formed credentials are the module tests' business, the fuzzer's is everything else.
   */
  hashesPassword?: (value: unknown) => boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const STRONG = 'Strong@123';

export const WRITE_TARGETS: FuzzTarget[] = [
  {
    route: 'POST /api/auth/*',
    actor: 'anonymous',
    url: () => '/api/auth/sign-in/email',
    // Nobody can guess the password, so every one of these is refused.
    valid: (f) => ({ email: f.a.creator.email, password: 'Wrong@12345' }),
    alwaysRefused: true,
    hashesPassword: (v) => isRecord(v) && typeof v.email === 'string' && typeof v.password === 'string',
  },
  {
    route: 'POST /api/auth/*',
    actor: 'anonymous',
    url: () => '/api/auth/sign-up/email',
    valid: () => ({ name: 'Fuzz', email: 'fuzz-signup@example.test', password: STRONG }),
    alwaysRefused: true,
  },
  {
    route: 'POST /api/auth/*',
    actor: 'otherCreator',
    url: () => '/api/auth/change-password',
    valid: () => ({ currentPassword: 'Wrong@12345', newPassword: STRONG, revokeOtherSessions: false }),
    alwaysRefused: true,
    hashesPassword: (v) =>
      isRecord(v) && typeof v.currentPassword === 'string' && passwordField.safeParse(v.newPassword).success,
  },
  {
    route: 'POST /api/auth/*',
    actor: 'otherCreator',
    url: () => '/api/auth/change-email',
    valid: () => ({ newEmail: 'fuzz-new-address@example.test', currentPassword: 'Wrong@12345' }),
    alwaysRefused: true,
    hashesPassword: (v) => isRecord(v) && typeof v.currentPassword === 'string' && v.currentPassword !== '',
  },
  {
    route: 'POST /api/accounts/signup',
    actor: 'anonymous',
    url: () => '/api/accounts/signup',
    valid: () => ({
      role: 'creator',
      name: 'Fuzz Signup',
      email: 'fuzz-signup@example.test',
      phone: '98450 12345',
      address: 'Hubballi',
      bio: 'Reels',
      skills: 'Photography',
      interests: ['Travel'],
      password: STRONG,
      confirmPassword: STRONG,
    }),
    contract: signUpSchema,
    hashesPassword: (v) => signUpSchema.safeParse(v).success,
  },
  {
    route: 'POST /api/accounts/oauth-role',
    actor: 'anonymous',
    url: () => '/api/accounts/oauth-role',
    valid: () => ({ role: 'creator' }),
    contract: oauthRoleRequestSchema,
  },
  {
    route: 'PATCH /api/me/settings',
    actor: 'creator',
    url: () => '/api/me/settings',
    valid: (f) => ({ name: 'Fuzz Creator', email: f.a.creator.email, location: 'Dharwad' }),
    contract: settingsRequestSchema,
  },
  {
    route: 'POST /api/me/onboarding',
    actor: 'creator',
    url: () => '/api/me/onboarding',
    valid: () => ({ skills: 'Photography', interests: 'Travel', location: 'Hubballi', bio: 'Reels' }),
    contract: onboardingRequestSchema,
  },
  {
    route: 'PUT /api/me/language',
    actor: 'creator',
    url: () => '/api/me/language',
    valid: () => ({ language: 'kn' }),
    contract: languagePreferenceSchema,
  },
  {
    route: 'POST /api/me/avatar',
    actor: 'creator',
    url: () => '/api/me/avatar',
    valid: () => ({}),
    multipart: {},
  },
  {
    route: 'POST /api/jobs',
    actor: 'enterprise',
    url: () => '/api/jobs',
    valid: () => ({
      title: 'Fuzz job',
      description: 'A job the fuzzer posts.',
      location: 'Remote',
      budgetMin: 1000,
      budgetMax: 2000,
      deadline: '2099-12-31',
      skills: 'Photography',
    }),
    contract: createJobSchema,
  },
  {
    route: 'PUT /api/jobs/:id/assignment',
    actor: 'admin',
    url: (f, p) => `/api/jobs/${p ?? f.appliedJobId}/assignment`,
    valid: (f) => ({ creatorId: f.a.creator.id }),
    contract: assignCreatorSchema,
  },
  {
    route: 'DELETE /api/jobs/:id/assignment',
    actor: 'admin',
    url: (f, p) => `/api/jobs/${p ?? f.hiredJobId}/assignment`,
    valid: () => ({}),
  },
  {
    route: 'PATCH /api/jobs/:id/status',
    actor: 'admin',
    url: (f, p) => `/api/jobs/${p ?? f.openJobId}/status`,
    valid: () => ({ status: 'open' }),
    contract: jobStatusUpdateSchema,
  },
  {
    route: 'POST /api/jobs/:id/applications',
    actor: 'otherCreator',
    url: (f, p) => `/api/jobs/${p ?? f.openJobId}/applications`,
    valid: () => ({ proposedPrice: 1500, coverLetter: 'Fuzz cover letter' }),
    contract: applyToJobSchema,
  },
  {
    route: 'POST /api/applications/:id/recommend',
    actor: 'enterprise',
    url: (f, p) => `/api/applications/${p ?? f.applicationId}/recommend`,
    valid: () => ({}),
  },
  {
    route: 'POST /api/applications/:id/reject',
    actor: 'enterprise',
    url: (f, p) => `/api/applications/${p ?? f.secondApplicationId}/reject`,
    valid: () => ({}),
  },
  {
    route: 'PATCH /api/profiles/:id',
    actor: 'creator',
    url: (f, p) => `/api/profiles/${p ?? f.a.creator.id}`,
    valid: () => ({ name: 'Fuzz Creator', bio: 'Short films', skills: 'Reels', available: true }),
    contract: profileEditRequestSchema,
  },
  {
    route: 'POST /api/profiles/:id/logo',
    actor: 'enterprise',
    url: (f, p) => `/api/profiles/${p ?? f.a.enterprise.id}/logo`,
    valid: () => ({}),
    multipart: {},
  },
  {
    route: 'PUT /api/ratings/:userId',
    actor: 'enterprise',
    url: (f, p) => `/api/ratings/${p ?? f.a.creator.id}`,
    valid: (f) => ({ jobId: f.hiredJobId, value: 4, comment: 'Good work' }),
    contract: ratingInputSchema,
  },
  {
    route: 'POST /api/reviews/:reviewId/reply',
    actor: 'creator',
    url: (f, p) => `/api/reviews/${p ?? f.reviewId}/reply`,
    valid: () => ({ reply: 'Thank you for the kind words' }),
    contract: reviewReplySchema,
  },
  {
    route: 'POST /api/profiles/:id/portfolio',
    actor: 'creator',
    url: (f, p) => `/api/profiles/${p ?? f.a.creator.id}/portfolio`,
    valid: () => ({
      type: 'link',
      title: 'Fuzz link',
      description: 'Work',
      mediaUrl: 'https://example.com/work',
    }),
    contract: portfolioItemInputSchema,
  },
  {
    route: 'POST /api/profiles/:id/portfolio/image',
    actor: 'creator',
    url: (f, p) => `/api/profiles/${p ?? f.a.creator.id}/portfolio/image`,
    valid: () => ({}),
    multipart: { title: 'Fuzz image', description: 'Work' },
  },
  {
    route: 'POST /api/profiles/:id/portfolio/video',
    actor: 'creator',
    url: (f, p) => `/api/profiles/${p ?? f.a.creator.id}/portfolio/video`,
    valid: () => ({}),
    multipart: { title: 'Fuzz video', description: 'Work' },
  },
  {
    route: 'POST /api/portfolio/:itemId/poster',
    actor: 'creator',
    url: (f, p) => `/api/portfolio/${p ?? f.itemId}/poster`,
    valid: () => ({}),
    multipart: {},
  },
  {
    route: 'PUT /api/profiles/:id/portfolio/order',
    actor: 'creator',
    url: (f, p) => `/api/profiles/${p ?? f.a.creator.id}/portfolio/order`,
    valid: (f) => ({ ids: [f.secondItemId, f.itemId] }),
    contract: portfolioOrderSchema,
  },
  {
    route: 'PATCH /api/portfolio/:itemId',
    actor: 'creator',
    url: (f, p) => `/api/portfolio/${p ?? f.itemId}`,
    valid: () => ({ title: 'Renamed', description: 'Work' }),
    contract: portfolioItemUpdateSchema,
  },
  {
    route: 'DELETE /api/portfolio/:itemId',
    actor: 'creator',
    url: (f, p) => `/api/portfolio/${p ?? f.secondItemId}`,
    valid: () => ({}),
  },
  {
    route: 'POST /api/messages',
    actor: 'creator',
    url: () => '/api/messages',
    valid: (f) => ({ receiverId: f.a.enterprise.id, content: 'Hello from the fuzzer' }),
    contract: sendMessageSchema,
  },
  {
    route: 'POST /api/notifications/:id/read',
    actor: 'creator',
    url: (f, p) => `/api/notifications/${p ?? f.noticeId}/read`,
    valid: () => ({}),
  },
  {
    route: 'POST /api/notifications/read-all',
    actor: 'creator',
    url: () => '/api/notifications/read-all',
    valid: () => ({}),
  },
  {
    route: 'POST /api/admin/users',
    actor: 'admin',
    url: () => '/api/admin/users',
    valid: () => ({
      name: 'Fuzz User',
      email: 'fuzz-admin-made@example.test',
      password: STRONG,
      role: 'creator',
    }),
    contract: createUserSchema,
    hashesPassword: (v) => createUserSchema.safeParse(v).success,
  },
  {
    route: 'POST /api/admin/users/promote',
    actor: 'admin',
    url: () => '/api/admin/users/promote',
    valid: (f) => ({ email: f.victimEmail }),
    contract: promoteUserSchema,
  },
  {
    route: 'POST /api/admin/users/:id/verify',
    actor: 'admin',
    url: (f, p) => `/api/admin/users/${p ?? f.victimId}/verify`,
    valid: () => ({}),
  },
  {
    route: 'DELETE /api/admin/users/:id',
    actor: 'admin',
    url: (f, p) => `/api/admin/users/${p ?? f.secondVictimId}`,
    valid: () => ({}),
  },
  {
    route: 'POST /api/admin/bootstrap',
    actor: 'creator',
    url: () => '/api/admin/bootstrap',
    valid: () => ({}),
    alwaysRefused: true,
  },
  {
    route: 'POST /api/admin/jobs/:id/comments',
    actor: 'admin',
    url: (f, p) => `/api/admin/jobs/${p ?? f.openJobId}/comments`,
    valid: () => ({ content: 'Fuzz note' }),
    contract: createCommentSchema,
  },
  {
    route: 'POST /api/admin/showcase',
    actor: 'admin',
    url: () => '/api/admin/showcase',
    valid: () => ({
      title: 'Fuzz item',
      imageUrl: 'https://example.com/a.png',
      category: 'Branding',
      featured: false,
    }),
    contract: showcaseInputSchema,
  },
  {
    route: 'PUT /api/admin/showcase/:id',
    actor: 'admin',
    url: (f, p) => `/api/admin/showcase/${p ?? f.showcaseId}`,
    valid: () => ({ title: 'Fuzz item', imageUrl: 'https://example.com/a.png', category: 'Branding' }),
    contract: showcaseInputSchema,
  },
  {
    // A rating id that names nothing: fuzzed ids must be refused cleanly, never remove someone's rating.
    route: 'DELETE /api/admin/ratings/:ratingId',
    actor: 'admin',
    url: (_f, p) => `/api/admin/ratings/${p ?? '2000000000'}`,
    valid: () => ({}),
  },
  {
    route: 'DELETE /api/admin/showcase/:id',
    actor: 'admin',
    url: (f, p) => `/api/admin/showcase/${p ?? f.secondShowcaseId}`,
    valid: () => ({}),
  },
  {
    route: 'POST /api/admin/showcase/image',
    actor: 'admin',
    url: () => '/api/admin/showcase/image',
    valid: () => ({}),
    multipart: {},
  },
  {
    route: 'POST /api/admin/showcase/demo',
    actor: 'admin',
    url: () => '/api/admin/showcase/demo',
    valid: () => ({ uploaded: false }),
    contract: showcaseDemoSchema,
  },
  {
    route: 'POST /api/contact',
    actor: 'anonymous',
    url: () => '/api/contact',
    valid: () => ({
      name: 'Visitor',
      email: 'visitor@example.test',
      subject: 'Hello',
      message: 'A message long enough.',
    }),
    contract: contactMessageSchema,
  },
  {
    route: 'PATCH /api/admin/contact-messages/:id',
    actor: 'admin',
    url: (f, p) => `/api/admin/contact-messages/${p ?? f.contactId}`,
    valid: () => ({ read: true }),
    contract: contactMessageUpdateSchema,
  },
  ...HIRING_WRITE_TARGETS,
  ...PAYMENT_WRITE_TARGETS,
  ...PAYMENT_GATEWAY_WRITE_TARGETS,
  ...MAIL_WRITE_TARGETS,
  ...VERIFICATION_WRITE_TARGETS,
  ...SEARCH_WRITE_TARGETS,
];

export interface QueryTarget {
  route: RouteKey;
  actor: ActorName;
  keys: string[];
}

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

export const QUERY_TARGETS: QueryTarget[] = [
  { route: 'GET /api/jobs', actor: 'anonymous', keys: keysOf(jobListQuerySchema) },
  { route: 'GET /api/creators', actor: 'anonymous', keys: keysOf(creatorDirectoryQuerySchema) },
  { route: 'GET /api/enterprises', actor: 'anonymous', keys: keysOf(enterpriseDirectoryQuerySchema) },
  {
    route: 'GET /api/enterprise/applications',
    actor: 'enterprise',
    keys: keysOf(enterpriseApplicationsQuerySchema),
  },
  { route: 'GET /api/enterprise/jobs', actor: 'enterprise', keys: keysOf(ownJobsQuerySchema) },
  { route: 'GET /api/creator/applications', actor: 'creator', keys: keysOf(creatorApplicationsQuerySchema) },
  { route: 'GET /api/creator/invitations', actor: 'creator', keys: keysOf(creatorInvitationsQuerySchema) },
  { route: 'GET /api/notifications', actor: 'creator', keys: keysOf(notificationsQuerySchema) },
  { route: 'GET /api/admin/users', actor: 'admin', keys: keysOf(adminUsersQuerySchema) },
  { route: 'GET /api/admin/jobs', actor: 'admin', keys: keysOf(adminJobsQuerySchema) },
  { route: 'GET /api/admin/contact-messages', actor: 'admin', keys: keysOf(contactMessagesQuerySchema) },
];

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { applications } from '../../db/schema/applications';
import { contactMessages } from '../../db/schema/contact-messages';
import { jobs } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messages';
import { notifications } from '../../db/schema/notifications';
import { portfolioItems } from '../../db/schema/portfolio-items';
import { profiles } from '../../db/schema/profiles';
import { showcaseItems } from '../../db/schema/showcase-items';
import { createAccount } from '../../modules/accounts/accounts.service';
import { ratings } from '../../db/schema/ratings';
import { makeJob, TEST_PASSWORD, uniqueEmail, type Actors, type injectAs } from '../factories';
import type { RouteKey } from './security-app';

export type ActorName = keyof Actors;
export const ACTORS: ActorName[] = [
  'anonymous',
  'creator',
  'otherCreator',
  'enterprise',
  'otherEnterprise',
  'admin',
];
export type InjectResponse = Awaited<ReturnType<typeof injectAs>>;

export interface MatrixContext {
  app: FastifyInstance;
  a: Actors;
  /** Who sends this request. */
  actor: ActorName;
  /** A small real PNG for upload rows. */
  image: Buffer;
  /** Showcase items made by a row; removed after the file (the gallery is shared on PostgreSQL). */
  showcaseIds: number[];
}

export interface Prepared {
  request: InjectOptions;
  /** Runs after the request: what the response may show this actor, and what the database must (not) hold. */
  check?: (response: InjectResponse) => Promise<void> | void;
  /** A server-sent event stream: opened over a real connection and closed at once (inject would wait forever). */
  stream?: boolean;
}

export interface MatrixRow {
  route: RouteKey;
  /** What this row checks, when a route has several rows. */
  case?: string;
  expected: Record<ActorName, number>;
  prepare: (ctx: MatrixContext) => Promise<Prepared> | Prepared;
}

export const everyone = (status: number): Record<ActorName, number> => ({
  anonymous: status,
  creator: status,
  otherCreator: status,
  enterprise: status,
  otherEnterprise: status,
  admin: status,
});
export const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
export const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, admin: status });
export const creators = (status: number) => ({ ...signedIn(403), creator: status, otherCreator: status });
export const enterprises = (status: number) => ({
  ...signedIn(403),
  enterprise: status,
  otherEnterprise: status,
});
/** The owner (`creator` or `enterprise`) and the admin pass; every other signed-in user is refused with `refused`. */
export const ownerOrAdmin = (owner: 'creator' | 'enterprise', status: number, refused = 403) => ({
  ...signedIn(refused),
  [owner]: status,
  admin: status,
});

export const secret = () => `secret-${randomUUID()}`;

/** The response shows `text` to the actors in `allowed` and to nobody else. */
export function showsOnlyTo(ctx: MatrixContext, text: string, allowed: ActorName[]) {
  return (response: InjectResponse) => {
    if (allowed.includes(ctx.actor)) expect(response.body, `${ctx.actor} should see it`).toContain(text);
    else expect(response.body, `${ctx.actor} must not see it`).not.toContain(text);
  };
}

/** A job of `enterprise` with a pending application from `creator` carrying a secret cover letter. */
export async function appliedJob(ctx: MatrixContext) {
  const job = await makeJob(ctx.app, ctx.a.enterprise.id);
  const coverLetter = secret();
  const [application] = await ctx.app.db
    .insert(applications)
    .values({ jobId: job.id, creatorId: ctx.a.creator.id, proposedPrice: 1000, coverLetter })
    .returning();
  return { job, application: application!, coverLetter };
}

/** A job of `enterprise` assigned to `creator` (accepted application): the two may message each other. */
export async function hiredJob(ctx: MatrixContext) {
  const job = await makeJob(ctx.app, ctx.a.enterprise.id, {
    status: 'assigned',
    selectedApplicantId: ctx.a.creator.id,
    assignedAt: new Date(),
  });
  await ctx.app.db
    .insert(applications)
    .values({ jobId: job.id, creatorId: ctx.a.creator.id, proposedPrice: 1000, status: 'accepted' });
  return job;
}

/** The enterprise's published review of the creator for a hired job (both wrote theirs: decision 265). */
export async function publishedReview(ctx: MatrixContext) {
  const job = await hiredJob(ctx);
  const now = new Date();
  const [review] = await ctx.app.db
    .insert(ratings)
    .values([
      { raterId: ctx.a.enterprise.id, ratedId: ctx.a.creator.id, jobId: job.id, value: 4, publishedAt: now },
      { raterId: ctx.a.creator.id, ratedId: ctx.a.enterprise.id, jobId: job.id, value: 5, publishedAt: now },
    ])
    .returning();
  return review!;
}

/** A message from `enterprise` to `creator` with secret content. */
export async function privateThread(ctx: MatrixContext) {
  await hiredJob(ctx);
  const content = secret();
  await ctx.app.db
    .insert(messages)
    .values({ senderId: ctx.a.enterprise.id, receiverId: ctx.a.creator.id, content });
  return content;
}

export async function creatorNotice(ctx: MatrixContext) {
  const text = secret();
  const [row] = await ctx.app.db
    .insert(notifications)
    .values({ userId: ctx.a.creator.id, type: 'other', kind: 'legacy', params: { text } })
    .returning();
  return { ...row!, message: text };
}

export async function creatorPortfolioItem(ctx: MatrixContext) {
  const [row] = await ctx.app.db
    .insert(portfolioItems)
    .values({
      creatorId: ctx.a.creator.id,
      type: 'link',
      title: secret(),
      mediaUrl: 'https://example.com/work',
    })
    .returning();
  return row!;
}

export async function showcaseItem(ctx: MatrixContext) {
  const [row] = await ctx.app.db
    .insert(showcaseItems)
    .values({ title: 'Matrix fixture', imageUrl: '/demo/showcase-logo.webp' })
    .returning();
  ctx.showcaseIds.push(row!.id);
  return row!;
}

export async function contactMessage(ctx: MatrixContext) {
  const [row] = await ctx.app.db
    .insert(contactMessages)
    .values({ name: 'Visitor', email: uniqueEmail('contact'), subject: 'Hello', message: secret() })
    .returning();
  return row!;
}

/** A creator account nobody is signed in as (admin rows delete, verify and promote it). */
export async function victim(ctx: MatrixContext) {
  const email = uniqueEmail('victim');
  const id = await createAccount(ctx.app.db, {
    name: 'Matrix Victim',
    email,
    password: TEST_PASSWORD,
    profile: { role: 'creator' },
  });
  return { id, email };
}

/** The columns nobody may set on their own profile through a form. */
export async function protectedFields(app: FastifyInstance, id: string) {
  const [row] = await app.db
    .select({
      id: profiles.id,
      role: profiles.role,
      isVerified: profiles.isVerified,
      verifiedAt: profiles.verifiedAt,
      ratingAverage: profiles.ratingAverage,
      ratingCount: profiles.ratingCount,
      name: profiles.name,
      bio: profiles.bio,
      companyName: profiles.companyName,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row!;
}

/**
 * Snapshots the caller's protected columns (all but the editable name, bio and company) and another user's whole
 * row; the returned check asserts both are unchanged after the request.
 */
export async function guardProtectedFields(ctx: MatrixContext) {
  const self = ctx.a[ctx.actor];
  const other = ctx.actor === 'otherCreator' ? ctx.a.creator : ctx.a.otherCreator;
  const locked = async (id: string) => {
    const { name: _name, bio: _bio, companyName: _company, ...rest } = await protectedFields(ctx.app, id);
    return rest;
  };
  const before = self ? await locked(self.id) : null;
  const otherBefore = await protectedFields(ctx.app, other.id);
  return async () => {
    if (self) expect(await locked(self.id)).toEqual(before);
    expect(await protectedFields(ctx.app, other.id)).toEqual(otherBefore);
  };
}

export async function jobRow(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** Fields a user must never set through a body: sent in every field-level row, alongside the legitimate fields. */
export const forgedFields = (otherId: string) => ({
  id: otherId,
  userId: otherId,
  role: 'admin',
  isVerified: true,
  is_verified: true,
  verifiedAt: '2020-01-01T00:00:00.000Z',
  ratingAverage: 5,
  rating_average: 5,
  ratingCount: 999,
  rating: 5,
  enterpriseId: otherId,
  creatorId: otherId,
  status: 'completed',
  selectedApplicantId: otherId,
});

import type { FastifyInstance } from 'fastify';
import type { JobSummary } from '@kalasetu/shared/home';
import type { TrustChecks } from '@kalasetu/shared/verification';
import {
  CREATOR_EDITABLE_FIELDS,
  ENTERPRISE_EDITABLE_FIELDS,
  type CreatorProfile,
  type CreatorSummary,
  type EnterpriseProfile,
  type EnterpriseRecord,
  type EnterpriseSummary,
  type ProfileEditRequest,
} from '@kalasetu/shared/people';
import { PORTFOLIO_PREVIEW_COUNT, type PortfolioPreview } from '@kalasetu/shared/portfolio';
import { previewOf } from '@kalasetu/shared/portfolio-media';
import { roundRating } from '@kalasetu/shared/ratings';
import { AVATAR_SIZE_PX, CARD_TEXT_MAX_LENGTH } from '@kalasetu/shared/limits';
import { excerpt } from '@kalasetu/shared/text';
import { notFound, unsupportedMedia } from '../../lib/errors';
import { isUserId, requireOwnerOrAdmin } from '../../lib/authorization';
import { reencodeImage } from '../../lib/images';
import type { Upload } from '../../lib/uploads';
import type { Actor } from '../../types/fastify';
import { hasImageExtension, saveProfile, type ProfilePatch } from '../accounts/accounts.service';
import { openJobsOfEnterprise } from '../jobs/jobs.service';
import { enterprisePaymentRecord } from '../payments/payment-stats.service';
import { listPortfolio, workPreviews } from '../portfolio/portfolio.service';
import { keptAnswer } from '../search/search-answers.service';
import {
  findCreatorById,
  findEnterpriseById,
  findProfileRole,
  type CreatorRow,
  type EnterpriseRow,
} from './profiles.repository';

export const ENTERPRISE_JOBS_LIMIT = 50;

type CreatorCardRow = Pick<
  CreatorRow,
  | 'id'
  | 'name'
  | 'avatarUrl'
  | 'location'
  | 'bio'
  | 'skills'
  | 'available'
  | 'isVerified'
  | 'phoneChecked'
  | 'emailChecked'
  | 'verifiedEvidence'
  | 'ratingAverage'
  | 'ratingCount'
  | 'startingPrice'
  | 'workLanguages'
  | 'createdAt'
>;

/** What a badge says was checked: the evidence counts only while the profile is verified. */
function checksOf(p: {
  isVerified: boolean;
  phoneChecked: boolean;
  emailChecked: boolean;
  verifiedEvidence: TrustChecks['evidence'];
}): TrustChecks {
  return {
    phone: Boolean(p.phoneChecked),
    email: Boolean(p.emailChecked),
    evidence: p.isVerified ? p.verifiedEvidence : null,
  };
}

/** A card's excerpt of a long text (CARD_TEXT_MAX_LENGTH); a profile's own page shows all of it. */
const cardOf = (text: string | null) => (text === null ? null : excerpt(text, CARD_TEXT_MAX_LENGTH));

export function toCreatorSummary(p: CreatorCardRow, work: PortfolioPreview[] = []): CreatorSummary {
  return {
    id: p.id,
    name: p.name,
    avatarUrl: p.avatarUrl,
    location: p.location,
    bio: cardOf(p.bio),
    skills: p.skills,
    available: p.available,
    isVerified: p.isVerified,
    checks: checksOf(p),
    ratingAverage: roundRating(Number(p.ratingAverage)),
    ratingCount: p.ratingCount,
    createdAt: p.createdAt.toISOString(),
    startingPrice: p.startingPrice,
    workLanguages: p.workLanguages,
    work,
  };
}

/** Cards for a list of creators, each with its first pieces of work (one query for the whole list). */
export async function creatorCards(app: FastifyInstance, rows: CreatorCardRow[]): Promise<CreatorSummary[]> {
  const work = await workPreviews(
    app,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCreatorSummary(row, work.get(row.id) ?? []));
}

export function toEnterpriseSummary(p: EnterpriseRow): EnterpriseSummary {
  return {
    id: p.id,
    companyName: p.companyName?.trim() || p.name,
    name: p.name,
    logoUrl: p.logoUrl ?? p.avatarUrl,
    industry: p.industry,
    location: p.location,
    description: cardOf(p.description ?? p.productsServices),
    isVerified: p.isVerified,
    checks: checksOf(p),
    openJobCount: Number(p.openJobCount),
    jobCount: Number(p.jobCount),
    hireCount: Number(p.hireCount),
    ratingAverage: roundRating(Number(p.ratingAverage)),
    ratingCount: p.ratingCount,
    createdAt: p.createdAt.toISOString(),
  };
}

function toEnterpriseProfile(p: EnterpriseRow): EnterpriseProfile {
  return {
    ...toEnterpriseSummary(p),
    description: p.description ?? p.productsServices,
    website: p.website,
    state: p.state,
    district: p.district,
    productsServices: p.productsServices,
    operationalScale: p.operationalScale,
    establishedDate: p.establishedDate,
  };
}

/**
 * A public profile's answer. Signed out, every reader gets the same one, so it is kept like a job's (`SEARCH_CACHE_MS`,
 * decision 270): a profile shared in a group chat and opened by hundreds costs one read every two seconds. A signed-in
 * reader's is read anew, so an owner who has just edited their profile sees the edit at once.
 */
export function creatorProfileAnswer(
  app: FastifyInstance,
  id: string,
  signedIn: boolean,
): Promise<CreatorProfile> {
  const read = () => getCreatorProfile(app, id);
  return signedIn ? read() : keptAnswer(app, 'creator', id, read);
}

/** An enterprise's public profile, kept for signed-out readers as a creator's is. */
export function enterpriseProfileAnswer(
  app: FastifyInstance,
  id: string,
  signedIn: boolean,
): Promise<EnterpriseProfile> {
  const read = () => getEnterpriseProfile(app, id);
  return signedIn ? read() : keptAnswer(app, 'enterprise', id, read);
}

export async function getCreatorProfile(app: FastifyInstance, id: string): Promise<CreatorProfile> {
  const row = isUserId(id) ? await findCreatorById(app.db, id) : null;
  if (!row) throw notFound('errors.profileNotFound');
  const portfolio = await listPortfolio(app, id);
  const work = portfolio
    .map(previewOf)
    .filter((preview) => preview !== null)
    .slice(0, PORTFOLIO_PREVIEW_COUNT);
  return { ...toCreatorSummary(row, work), bio: row.bio, portfolioUrl: row.portfolioUrl, portfolio };
}

export async function getEnterpriseProfile(app: FastifyInstance, id: string): Promise<EnterpriseProfile> {
  const row = isUserId(id) ? await findEnterpriseById(app.db, id) : null;
  if (!row) throw notFound('errors.profileNotFound');
  return toEnterpriseProfile(row);
}

/** An enterprise's public record: jobs, hires, rating and payments through the platform (docs/product/profiles.md). */
export async function getEnterpriseRecord(app: FastifyInstance, id: string): Promise<EnterpriseRecord> {
  const profile = await getEnterpriseProfile(app, id);
  return {
    jobCount: profile.jobCount,
    hireCount: profile.hireCount,
    rating: { average: profile.ratingAverage, count: profile.ratingCount },
    payments: await enterprisePaymentRecord(app.db, id),
  };
}

/** The enterprise's open jobs for the "posted jobs" tab (the public sees open jobs only). */
export async function listEnterpriseOpenJobs(app: FastifyInstance, id: string): Promise<JobSummary[]> {
  await getEnterpriseProfile(app, id);
  return openJobsOfEnterprise(app, id, ENTERPRISE_JOBS_LIMIT);
}

/** The public profile a user may manage: creators and enterprises only (admins have none). */
export async function managedProfile(app: FastifyInstance, actor: Actor, id: string) {
  const target = isUserId(id) ? await findProfileRole(app.db, id) : null;
  if (!target || target.role === 'admin') throw notFound('errors.profileNotFound');
  requireOwnerOrAdmin(actor, id);
  return target;
}

/**
 * Owner or admin edits a profile. Only the fields of the profile's role are kept, so role, verification and
 * rating aggregates can never be set through here.
 */
export async function editProfile(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  input: ProfileEditRequest,
): Promise<CreatorProfile | EnterpriseProfile> {
  const target = await managedProfile(app, actor, id);
  const allowed: readonly string[] =
    target.role === 'creator' ? CREATOR_EDITABLE_FIELDS : ENTERPRISE_EDITABLE_FIELDS;
  const patch = Object.fromEntries(
    Object.entries(input).filter(([key, value]) => allowed.includes(key) && value !== undefined),
  ) as ProfilePatch;
  if (Object.keys(patch).length > 0) {
    await app.db.transaction(async (tx) => saveProfile(tx, id, patch));
  }
  return target.role === 'creator' ? getCreatorProfile(app, id) : getEnterpriseProfile(app, id);
}

/** An enterprise's logo: content-checked and re-encoded like the avatar; the previous upload is removed. */
export async function replaceLogo(app: FastifyInstance, actor: Actor, id: string, file: Upload) {
  const target = await managedProfile(app, actor, id);
  if (target.role !== 'enterprise') throw notFound('errors.profileNotFound');
  if (!hasImageExtension(file.filename)) throw unsupportedMedia('validation.imageType');
  const image = await app.uploadGate.run(actor.userId, file.buffer, () =>
    reencodeImage(file.buffer, { maxSide: AVATAR_SIZE_PX }),
  );
  const stored = await app.storage.put('logos', image, 'webp');
  try {
    await saveProfile(app.db, id, { logoUrl: stored.url, logoKey: stored.key });
  } catch (error) {
    await app.storage.delete(stored.key).catch(() => {});
    throw error;
  }
  if (target.logoKey) await app.storage.delete(target.logoKey).catch(() => {});
  return stored.url;
}

import type { FastifyInstance } from 'fastify';
import type { JobSummary } from '@kalasetu/shared/home';
import {
  CREATOR_EDITABLE_FIELDS,
  DIRECTORY_PAGE_SIZE,
  ENTERPRISE_EDITABLE_FIELDS,
  type CreatorDirectoryQuery,
  type CreatorDirectoryResponse,
  type CreatorProfile,
  type CreatorSummary,
  type EnterpriseDirectoryQuery,
  type EnterpriseDirectoryResponse,
  type EnterpriseProfile,
  type EnterpriseSummary,
  type ProfileEditRequest,
} from '@kalasetu/shared/people';
import { PORTFOLIO_PREVIEW_COUNT, previewOf, type PortfolioPreview } from '@kalasetu/shared/portfolio';
import { roundRating } from '@kalasetu/shared/ratings';
import { AVATAR_SIZE_PX, DIRECTORY_COUNT_CAP } from '@kalasetu/shared/limits';
import type { DbOrTx } from '../../db/client';
import { notFound, unsupportedMedia } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { assertOwnerOrAdmin, isUserId } from '../../lib/ownership';
import type { Upload } from '../../lib/uploads';
import type { Actor } from '../../types/fastify';
import { hasImageExtension, saveProfile, type ProfilePatch } from '../accounts/accounts.service';
import { openJobsOfEnterprise } from '../jobs/jobs.service';
import { listPortfolio, workPreviews } from '../portfolio/portfolio.service';
import { keptAnswer } from '../search/search-answers.service';
import { cappedCount } from '../search/search-count.service';
import {
  countCreators,
  countEnterprises,
  findCreatorById,
  findCreators,
  findEnterpriseById,
  findEnterprises,
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
  | 'ratingAverage'
  | 'ratingCount'
  | 'createdAt'
>;

export function toCreatorSummary(p: CreatorCardRow, work: PortfolioPreview[] = []): CreatorSummary {
  return {
    id: p.id,
    name: p.name,
    avatarUrl: p.avatarUrl,
    location: p.location,
    bio: p.bio,
    skills: p.skills,
    available: p.available,
    isVerified: p.isVerified,
    ratingAverage: roundRating(Number(p.ratingAverage)),
    ratingCount: p.ratingCount,
    createdAt: p.createdAt.toISOString(),
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
    description: p.description ?? p.productsServices,
    isVerified: p.isVerified,
    openJobCount: Number(p.openJobCount),
    createdAt: p.createdAt.toISOString(),
  };
}

function toEnterpriseProfile(p: EnterpriseRow): EnterpriseProfile {
  return {
    ...toEnterpriseSummary(p),
    website: p.website,
    state: p.state,
    district: p.district,
    productsServices: p.productsServices,
    operationalScale: p.operationalScale,
    establishedDate: p.establishedDate,
  };
}

/**
 * A directory's total for its pagination and "N creators found": counted no further than DIRECTORY_COUNT_CAP and kept
 * a few seconds per search (the page number aside), like Find Jobs' count (decision 270).
 */
async function directoryCount(
  app: FastifyInstance,
  list: 'creators' | 'enterprises',
  query: CreatorDirectoryQuery | EnterpriseDirectoryQuery,
  count: (db: DbOrTx, cap: number) => Promise<number>,
): Promise<{ total: number; totalAtLeast: boolean }> {
  const key = JSON.stringify({ ...query, page: undefined });
  const counted = await cappedCount(app, { list, key, cap: DIRECTORY_COUNT_CAP, withinBudget: false }, count);
  return { total: counted?.value ?? 0, totalAtLeast: counted?.atLeast ?? false };
}

export function searchCreators(app: FastifyInstance, query: CreatorDirectoryQuery) {
  return keptAnswer(app, 'creators', JSON.stringify(query), () => findCreatorPage(app, query));
}

async function findCreatorPage(
  app: FastifyInstance,
  query: CreatorDirectoryQuery,
): Promise<CreatorDirectoryResponse> {
  const [rows, total] = await Promise.all([
    findCreators(app.db, query, DIRECTORY_PAGE_SIZE),
    directoryCount(app, 'creators', query, (db, cap) => countCreators(db, query, cap)),
  ]);
  return { items: await creatorCards(app, rows), ...total, page: query.page, pageSize: DIRECTORY_PAGE_SIZE };
}

export function searchEnterprises(app: FastifyInstance, query: EnterpriseDirectoryQuery) {
  return keptAnswer(app, 'enterprises', JSON.stringify(query), () => findEnterprisePage(app, query));
}

async function findEnterprisePage(
  app: FastifyInstance,
  query: EnterpriseDirectoryQuery,
): Promise<EnterpriseDirectoryResponse> {
  const [rows, total] = await Promise.all([
    findEnterprises(app.db, query, DIRECTORY_PAGE_SIZE),
    directoryCount(app, 'enterprises', query, (db, cap) => countEnterprises(db, query, cap)),
  ]);
  return { items: rows.map(toEnterpriseSummary), ...total, page: query.page, pageSize: DIRECTORY_PAGE_SIZE };
}

export async function getCreatorProfile(app: FastifyInstance, id: string): Promise<CreatorProfile> {
  const row = isUserId(id) ? await findCreatorById(app.db, id) : null;
  if (!row) throw notFound('errors.profileNotFound');
  const portfolio = await listPortfolio(app, id);
  const work = portfolio
    .map(previewOf)
    .filter((preview) => preview !== null)
    .slice(0, PORTFOLIO_PREVIEW_COUNT);
  return { ...toCreatorSummary(row, work), portfolioUrl: row.portfolioUrl, portfolio };
}

export async function getEnterpriseProfile(app: FastifyInstance, id: string): Promise<EnterpriseProfile> {
  const row = isUserId(id) ? await findEnterpriseById(app.db, id) : null;
  if (!row) throw notFound('errors.profileNotFound');
  return toEnterpriseProfile(row);
}

/** The enterprise's open jobs for the "posted jobs" tab (the public sees open jobs only, spec 02 §4). */
export async function listEnterpriseOpenJobs(app: FastifyInstance, id: string): Promise<JobSummary[]> {
  await getEnterpriseProfile(app, id);
  return openJobsOfEnterprise(app, id, ENTERPRISE_JOBS_LIMIT);
}

/** The public profile a user may manage: creators and enterprises only (admins have none). */
export async function managedProfile(app: FastifyInstance, actor: Actor, id: string) {
  const target = isUserId(id) ? await findProfileRole(app.db, id) : null;
  if (!target || target.role === 'admin') throw notFound('errors.profileNotFound');
  assertOwnerOrAdmin(actor, id);
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

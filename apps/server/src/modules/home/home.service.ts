import type { FastifyInstance } from 'fastify';
import type { CreatorSummary, HomeResponse, ShowcaseItem } from '@kalasetu/shared/home';
import { HOME_CREATORS_LIMIT, HOME_JOBS_LIMIT, HOME_SHOWCASE_LIMIT } from '@kalasetu/shared/limits';
import type { profiles } from '../../db/schema/profiles';
import type { showcaseItems } from '../../db/schema/showcase-items';
import { toJobSummary } from '../jobs/jobs.service';
import { marketplaceCounts, newestCreators, newestOpenJobs, newestShowcase } from './home.repository';

export function toCreatorSummary(p: typeof profiles.$inferSelect): CreatorSummary {
  return {
    id: p.id,
    name: p.name,
    avatarUrl: p.avatarUrl,
    location: p.location,
    bio: p.bio,
    skills: p.skills,
    available: p.available,
    isVerified: p.isVerified,
    ratingAverage: Number(p.ratingAverage),
    ratingCount: p.ratingCount,
    createdAt: p.createdAt.toISOString(),
  };
}

export function toShowcaseItem(s: typeof showcaseItems.$inferSelect): ShowcaseItem {
  return { ...s, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() };
}

export async function getHome(app: FastifyInstance): Promise<HomeResponse> {
  const [jobRows, creators, showcase, counts] = await Promise.all([
    newestOpenJobs(app.db, HOME_JOBS_LIMIT),
    newestCreators(app.db, HOME_CREATORS_LIMIT),
    newestShowcase(app.db, HOME_SHOWCASE_LIMIT),
    marketplaceCounts(app.db),
  ]);
  return {
    jobs: jobRows.map(toJobSummary),
    creators: creators.map(toCreatorSummary),
    showcase: showcase.map(toShowcaseItem),
    counts,
  };
}

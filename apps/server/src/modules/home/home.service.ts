import type { FastifyInstance } from 'fastify';
import type { HomeResponse } from '@kalasetu/shared/home';
import { HOME_CREATORS_LIMIT, HOME_JOBS_LIMIT, HOME_SHOWCASE_LIMIT } from '@kalasetu/shared/limits';
import { toJobSummary } from '../jobs/jobs.service';
import { toCreatorSummary } from '../profiles/profiles.service';
import { toShowcaseItem } from '../showcase/showcase.service';
import { marketplaceCounts, newestCreators, newestOpenJobs, newestShowcase } from './home.repository';

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

import type { FastifyInstance } from 'fastify';
import type { HomeResponse } from '@kalasetu/shared/home';
import { HOME_CREATORS_LIMIT, HOME_JOBS_LIMIT, HOME_SHOWCASE_LIMIT } from '@kalasetu/shared/limits';
import { newestOpenJobs } from '../jobs/jobs.service';
import { creatorCards } from '../profiles/profiles.service';
import { toShowcaseItem } from '../showcase/showcase.service';
import { cachedFor, COUNTS_TTL_MS } from './counts-cache';
import { marketplaceCounts, newestCreators, newestShowcase } from './home.repository';

type Counts = Awaited<ReturnType<typeof marketplaceCounts>>;
/** One cache per app (tests build many, each on its own database). */
const countsOf = new WeakMap<FastifyInstance, () => Promise<Counts>>();
function countsFor(app: FastifyInstance): Promise<Counts> {
  let counts = countsOf.get(app);
  if (!counts) {
    counts = cachedFor(() => marketplaceCounts(app.db), COUNTS_TTL_MS);
    countsOf.set(app, counts);
  }
  return counts();
}

export async function getHome(app: FastifyInstance): Promise<HomeResponse> {
  const [jobs, creators, showcase, counts] = await Promise.all([
    newestOpenJobs(app, HOME_JOBS_LIMIT),
    newestCreators(app.db, HOME_CREATORS_LIMIT),
    newestShowcase(app.db, HOME_SHOWCASE_LIMIT),
    countsFor(app),
  ]);
  return {
    jobs,
    creators: await creatorCards(app, creators),
    showcase: showcase.map(toShowcaseItem),
    counts,
  };
}

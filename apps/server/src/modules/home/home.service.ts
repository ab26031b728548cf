import type { FastifyInstance } from 'fastify';
import type { HomeResponse } from '@kalasetu/shared/home';
import { HOME_CREATORS_LIMIT, HOME_JOBS_LIMIT, HOME_SHOWCASE_LIMIT } from '@kalasetu/shared/limits';
import { newestOpenJobs } from '../jobs/jobs.service';
import { creatorCards } from '../profiles/profiles.service';
import { keptAnswer } from '../search/search-answers.service';
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

/**
 * The home page's data. Every reader gets the same, so it is kept like a public search's answer (`SEARCH_CACHE_MS`,
 * 2 s, decision 270) and written and compressed once: made anew it costs five queries, about 0.8 ms of CPU, and was
 * the slowest public read (2 300 req/s against 4 300 for a search made anew, `npm run bench:api`).
 */
export function getHome(app: FastifyInstance): Promise<HomeResponse> {
  return keptAnswer(app, 'home', '', () => homeAnew(app));
}

async function homeAnew(app: FastifyInstance): Promise<HomeResponse> {
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

import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcaseItems } from '../../db/schema/showcase-items';
import { png } from '../../modules/portfolio/portfolio.fixtures';
import { injectAs, makeActors, type Actors } from '../factories';
import { openEventStream } from '../sse-client';
import { ACTORS, type MatrixContext } from './matrix-fixtures';
import { MATRIX_ROWS } from './matrix-rows';
import { buildSecurityApp, type RouteKey } from './security-app';

/**
 * Every route of the server, with the status each of the six actors must get (decision 080). Each row makes its
 * own data for every actor, so rows and actors never depend on each other.
 */
const MATRIX = MATRIX_ROWS;

/** Fastify answers HEAD for every GET route; HEAD is covered by the GET row of the same URL. */
const coveredBy = (route: RouteKey): RouteKey =>
  route.startsWith('HEAD ') ? (`GET ${route.slice(5)}` as RouteKey) : route;

describe('authorization matrix', () => {
  let app: FastifyInstance;
  let routes: RouteKey[];
  let actors: Actors;
  let baseUrl: string;
  const showcaseIds: number[] = [];
  let image: Buffer;

  beforeAll(async () => {
    ({ app, routes } = await buildSecurityApp());
    actors = await makeActors(app);
    image = await png(40, 30);
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    if (showcaseIds.length) await app.db.delete(showcaseItems).where(inArray(showcaseItems.id, showcaseIds));
    await app.close();
  });

  it('lists every registered route, and no route that does not exist', () => {
    const inTable = new Set(MATRIX.map((row) => row.route));
    const registered = new Set(routes.map(coveredBy));
    const missing = [...registered].filter((route) => !inTable.has(route)).sort();
    const stale = [...inTable].filter((route) => !registered.has(route)).sort();
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    process.stdout.write(
      `authorization matrix: ${registered.size} routes, ${MATRIX.length} rows × ${ACTORS.length} actors\n`,
    );
  });

  it.each(MATRIX.map((row) => [`${row.route}${row.case ? ` (${row.case})` : ''}`, row] as const))(
    '%s',
    async (_name, row) => {
      const got: Record<string, number> = {};
      const failures: string[] = [];
      for (const actor of ACTORS) {
        const ctx: MatrixContext = { app, a: actors, actor, image, showcaseIds };
        const prepared = await row.prepare(ctx);
        const user = actors[actor];
        if (prepared.stream) {
          const stream = await openEventStream(baseUrl, user?.cookie ?? '');
          got[actor] = stream.status;
          stream.close();
          continue;
        }
        const response = await injectAs(app, user, prepared.request);
        got[actor] = response.statusCode;
        if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
          const error = (response.json() as { error?: { message?: unknown } }).error;
          if (typeof error?.message !== 'string' || !error.message)
            failures.push(`${actor}: no error message`);
        }
        try {
          await prepared.check?.(response);
        } catch (error) {
          failures.push(`${actor}: ${(error as Error).message}`);
        }
      }
      expect(got).toEqual(row.expected);
      expect(failures).toEqual([]);
    },
  );
});

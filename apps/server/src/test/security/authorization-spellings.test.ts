import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcaseItems } from '../../db/schema/showcase-items';
import { png } from '../../modules/portfolio/portfolio.fixtures';
import { TEST_ORIGIN } from '../build-test-app';
import { makeActors, type Actors } from '../factories';
import { type ActorName, type MatrixContext } from './matrix-fixtures';
import { MATRIX_ROWS } from './matrix-rows';
import { sendRaw } from './raw-request';
import { buildSecurityApp } from './security-app';
import { SPELLINGS } from './spellings';

const MATRIX = MATRIX_ROWS;

/** Most privileged first: the refused actor who holds the most is the one a spelling would most profit. */
const BY_PRIVILEGE: ActorName[] = [
  'admin',
  'enterprise',
  'otherEnterprise',
  'creator',
  'otherCreator',
  'anonymous',
];

/**
 * Every rule — authentication, role, ownership — holds on every spelling of a request. Each matrix row
 * is sent through each non-canonical spelling (`/./`, `x/../`, `%61`, doubled slash, `%2F`, `%2e%2e`) over a real
 * connection, as the most privileged actor the row refuses, and the row's own check (what the database must not
 * hold, what the response must not show) runs after each. The full six-actor cross product would be 6 × 7 times the
 * matrix (several minutes per database); the most privileged refused actor is the one a bypass would profit most,
 * and the less privileged ones are refused by the same check on the same routed path. Rows every actor may use
 * have nothing to bypass and are skipped.
 *
 * A spelling passes when it is refused (any 4xx) or when the router does not recognise it as the API route at all
 * and the web app answers with its HTML shell, which carries no data.
 */
describe('authorization holds on every spelling of a request', () => {
  let app: FastifyInstance;
  let actors: Actors;
  let baseUrl: string;
  const showcaseIds: number[] = [];
  let image: Buffer;

  beforeAll(async () => {
    ({ app } = await buildSecurityApp());
    actors = await makeActors(app);
    image = await png(40, 30);
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    if (showcaseIds.length) await app.db.delete(showcaseItems).where(inArray(showcaseItems.id, showcaseIds));
    await app.close();
  });

  const refusedRows = MATRIX.flatMap((row) => {
    const actor = BY_PRIVILEGE.find((name) => row.expected[name] >= 400);
    return actor
      ? [[`${row.route}${row.case ? ` (${row.case})` : ''} as ${actor}`, row, actor] as const]
      : [];
  });

  it('has refused rows to try in every family of routes', () => {
    const families = new Set(refusedRows.map(([, row]) => row.route.split('/')[2]));
    for (const family of [
      'me',
      'jobs',
      'profiles',
      'portfolio',
      'ratings',
      'messages',
      'admin',
      'notifications',
    ])
      expect(families).toContain(family);
  });

  it.each(refusedRows)('%s', async (_name, row, actor) => {
    const ctx: MatrixContext = { app, a: actors, actor, image, showcaseIds };
    const prepared = await row.prepare(ctx);
    const user = actors[actor];
    const url = String(prepared.request.url);
    const failures: string[] = [];
    for (const [label, respell] of SPELLINGS) {
      const spelled = respell(url);
      const response = await sendRaw(baseUrl, spelled, {
        ...prepared.request,
        headers: {
          origin: TEST_ORIGIN,
          ...(user ? { cookie: user.cookie } : {}),
          ...(prepared.request.headers ?? {}),
        },
      });
      const shell = String(response.headers['content-type'] ?? '').startsWith('text/html');
      if (response.statusCode < 400 && !shell)
        failures.push(`${label} (${spelled}): ${response.statusCode} ${response.body.slice(0, 120)}`);
      try {
        await prepared.check?.(response);
      } catch (error) {
        failures.push(`${label} (${spelled}): ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

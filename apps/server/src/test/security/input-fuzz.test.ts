import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { buildIsolatedApp, type IsolatedApp } from '../../modules/admin/isolated-test-app';
import { TEST_ORIGIN } from '../build-test-app';
import { makeActors, makeJob } from '../factories';
import { badPathParam, fuzzBody, fuzzQuery, nonImageUpload, type FuzzBody } from './fuzz-arbitraries';
import { QUERY_TARGETS, WRITE_TARGETS, type FuzzFixture, type FuzzTarget } from './fuzz-targets';
import {
  contactMessage,
  creatorNotice,
  creatorPortfolioItem,
  hiredJob,
  publishedReview,
  showcaseItem,
  victim,
  type MatrixContext,
} from './matrix-fixtures';
import { dealAt, deliveryFileOf } from './payments-fixtures';
import { sendRaw } from './raw-request';
import { buildSecurityApp, rowCounts } from './security-app';
import { SPELLINGS } from './spellings';

/** Fixed, so a failure can be replayed; FUZZ_SEED picks another. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
/**
 * Per write endpoint (bodies) and per list endpoint (query strings). `npm test` sends 100 of each so the suite
 * stays quick; `npm run security:fuzz` sends the full 1 000 (FUZZ_RUNS picks another count).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const MESSAGE_KEY = /^(errors|validation)\.[\w.]+$/;

/** A refusal is a 4xx in the error handler's shape, with a translated, non-empty message (and field messages). */
function refusalProblem(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  if (response.statusCode >= 500)
    return `server error ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  let parsed: { error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> } };
  try {
    parsed = JSON.parse(response.body) as typeof parsed;
  } catch {
    return `refusal ${response.statusCode} is not JSON: ${response.body.slice(0, 200)}`;
  }
  const { code, message, fields } = parsed.error ?? {};
  if (typeof code !== 'string' || typeof message !== 'string' || !message.trim() || MESSAGE_KEY.test(message))
    return `refusal ${response.statusCode} without a clear message: ${response.body.slice(0, 300)}`;
  for (const [field, text] of Object.entries(fields ?? {})) {
    if (typeof text !== 'string' || !text.trim() || MESSAGE_KEY.test(text))
      return `field ${field} without a clear message: ${response.body.slice(0, 300)}`;
  }
  return null;
}

/** The route, and for better-auth's catch-all the path fuzzed under it. */
const targetName = (target: FuzzTarget) =>
  target.route.endsWith('*')
    ? `${target.route} (${target.url(undefined as unknown as FuzzFixture)})`
    : target.route;

const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table} ${before[table]} → ${after[table]}`);

describe(`input fuzzing (seed ${SEED}, ${RUNS} runs per endpoint)`, () => {
  let isolated: IsolatedApp;
  let app: FastifyInstance;
  let f: FuzzFixture;

  beforeAll(async () => {
    process.stdout.write(
      `input fuzzing: seed ${SEED} (set FUZZ_SEED to change; FUZZ_RUNS for the count), ${RUNS} runs per endpoint\n`,
    );
    isolated = await buildIsolatedApp();
    app = isolated.app;
    const a = await makeActors(app);
    const ctx: MatrixContext = { app, a, actor: 'admin', image: Buffer.alloc(0), showcaseIds: [] };
    const openJob = await makeJob(app, a.enterprise.id);
    const appliedJob = await makeJob(app, a.enterprise.id);
    const [first, second] = await app.db
      .insert(applications)
      .values([
        { jobId: appliedJob.id, creatorId: a.creator.id, proposedPrice: 1000 },
        { jobId: openJob.id, creatorId: a.creator.id, proposedPrice: 1000 },
      ])
      .returning();
    const hired = await hiredJob(ctx);
    const [item, secondItem] = [await creatorPortfolioItem(ctx), await creatorPortfolioItem(ctx)];
    const [victimOne, victimTwo] = [await victim(ctx), await victim(ctx)];
    const [proposed, paid] = [await dealAt(app, a, 'proposed'), await dealAt(app, a, 'paid')];
    const invoiced = await dealAt(app, a, 'invoiced');
    const accepted = await dealAt(app, a, 'accepted');
    const waiting = await deliveryFileOf(app, accepted.milestoneId);
    f = {
      a,
      openJobId: openJob.id,
      appliedJobId: appliedJob.id,
      applicationId: first!.id,
      secondApplicationId: second!.id,
      hiredJobId: hired.id,
      reviewId: (await publishedReview(ctx)).id,
      itemId: item.id,
      secondItemId: secondItem.id,
      noticeId: (await creatorNotice(ctx)).id,
      showcaseId: (await showcaseItem(ctx)).id,
      secondShowcaseId: (await showcaseItem(ctx)).id,
      contactId: (await contactMessage(ctx)).id,
      victimId: victimOne.id,
      victimEmail: victimOne.email,
      secondVictimId: victimTwo.id,
      deal: {
        jobId: proposed.jobId,
        milestoneId: proposed.milestoneId,
        paidMilestoneId: paid.milestoneId,
        paymentId: paid.paymentId,
        invoiceId: invoiced.invoiceId,
        acceptedMilestoneId: accepted.milestoneId,
        fileId: waiting.id,
      },
    };
  });
  afterAll(async () => {
    await isolated?.dispose();
  });

  /** May this request succeed? Only with the fixture's own ids and a body the shared contract accepts. */
  function mayBeAccepted(target: FuzzTarget, body: FuzzBody, param: string | undefined) {
    if (target.alwaysRefused || target.multipart || param !== undefined || body.value === undefined)
      return false;
    return target.contract ? target.contract.safeParse(body.value).success : true;
  }

  it('fuzzes every write route of the server', async () => {
    const { app: listed, routes } = await buildSecurityApp();
    await listed.close();
    const writes = new Set(routes.filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route)));
    expect(new Set(WRITE_TARGETS.map((target) => target.route))).toEqual(writes);
  });

  it.each(WRITE_TARGETS.map((target) => [targetName(target), target] as const))(
    '%s: no 5xx, clear refusals, nothing written when refused',
    async (_name, target) => {
      const user = f.a[target.actor];
      const hasParam = target.route.includes(':');
      const generated = target.multipart ? nonImageUpload(target.multipart) : fuzzBody(target.valid(f));
      const hashes = target.hashesPassword;
      const body = hashes ? generated.filter((b) => b.value === undefined || !hashes(b.value)) : generated;
      const param = hasParam ? fc.option(badPathParam, { freq: 3, nil: undefined }) : fc.constant(undefined);
      let baseline = await rowCounts(app);
      /** True right after a snapshot: no refused request since, so the next one-by-one check needs no "before". */
      let fresh = true;
      let sent = 0;
      const outcomes: Record<string, number> = {};
      await fc.assert(
        fc.asyncProperty(body, param, async (fuzzed, badParam) => {
          const maybe = mayBeAccepted(target, fuzzed, badParam);
          if (maybe && !fresh) {
            const before = await rowCounts(app);
            expect(changedTables(baseline, before), 'a refused request wrote rows').toEqual([]);
            baseline = before;
          }
          const response = await app.inject({
            method: target.route.split(' ')[0] as 'POST',
            url: target.url(f, badParam),
            headers: {
              origin: TEST_ORIGIN,
              'content-type': fuzzed.contentType,
              ...(user ? { cookie: user.cookie } : {}),
            },
            payload: fuzzed.payload,
          });
          sent += 1;
          outcomes[response.statusCode] = (outcomes[response.statusCode] ?? 0) + 1;
          const problem = refusalProblem(response);
          if (problem) throw new Error(problem);
          if ('polluted' in Object.prototype) throw new Error('Object.prototype was polluted');
          const refused = response.statusCode >= 400;
          if (!refused && !maybe)
            throw new Error(
              `accepted (${response.statusCode}) although it should be refused: ${response.body.slice(0, 200)}`,
            );
          fresh = false;
          if (maybe) {
            const after = await rowCounts(app);
            if (refused) expect(changedTables(baseline, after), 'the refused request wrote rows').toEqual([]);
            baseline = after;
            fresh = true;
          } else if (sent % 250 === 0) {
            expect(changedTables(baseline, await rowCounts(app)), 'a refused request wrote rows').toEqual([]);
            fresh = true;
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(changedTables(baseline, await rowCounts(app)), 'a refused request wrote rows').toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      process.stdout.write(`${targetName(target)}: ${JSON.stringify(outcomes)}\n`);
    },
    180_000,
  );

  // The same bodies through each non-canonical spelling of the path, over a raw connection: `inject` would
  // fold `/./` and `x/../` away before the server saw them. Each spelling must be refused, or must meet every rule
  // the canonical path meets; a refusal still writes nothing and is never a 5xx.
  it('sends fuzzed bodies to every write route through every spelling of its path', async () => {
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const runs = Math.max(1, Math.ceil(RUNS / 20));
    const outcomes: Record<string, number> = {};
    for (const target of WRITE_TARGETS) {
      const user = f.a[target.actor];
      const generated = target.multipart ? nonImageUpload(target.multipart) : fuzzBody(target.valid(f));
      const hashes = target.hashesPassword;
      const body = hashes ? generated.filter((b) => b.value === undefined || !hashes(b.value)) : generated;
      const spelling = fc.constantFrom(...SPELLINGS);
      await fc.assert(
        fc.asyncProperty(body, spelling, async (fuzzed, [label, respell]) => {
          const before = await rowCounts(app);
          const path = respell(target.url(f));
          const response = await sendRaw(baseUrl, path, {
            method: target.route.split(' ')[0] as 'POST',
            headers: {
              origin: TEST_ORIGIN,
              'content-type': fuzzed.contentType,
              ...(user ? { cookie: user.cookie } : {}),
            },
            payload: fuzzed.payload,
          });
          outcomes[response.statusCode] = (outcomes[response.statusCode] ?? 0) + 1;
          const problem = refusalProblem(response);
          if (problem) throw new Error(`${target.route} as ${path} (${label}): ${problem}`);
          const refused = response.statusCode >= 400;
          if (!refused && !mayBeAccepted(target, fuzzed, undefined))
            throw new Error(`${target.route} as ${path} (${label}) accepted what the canonical path refuses`);
          if (refused)
            expect(changedTables(before, await rowCounts(app)), `${path}: a refusal wrote rows`).toEqual([]);
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    }
    process.stdout.write(`spelled write requests: ${JSON.stringify(outcomes)}\n`);
  }, 600_000);

  it.each(QUERY_TARGETS.map((target) => [target.route, target] as const))(
    '%s: fuzzed query strings get no 5xx and clear refusals',
    async (path, target) => {
      const user = f.a[target.actor];
      const before = await rowCounts(app);
      const outcomes: Record<string, number> = {};
      await fc.assert(
        fc.asyncProperty(fuzzQuery(target.keys), async (query) => {
          const response = await app.inject({
            method: 'GET',
            url: `${path.slice(4)}?${query}`,
            headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
          });
          outcomes[response.statusCode] = (outcomes[response.statusCode] ?? 0) + 1;
          const problem = refusalProblem(response);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // A search that finds nothing is counted by its words (decision 271): the one table a list may write.
      const changed = changedTables(before, await rowCounts(app));
      expect(changed.filter((change) => !change.startsWith('search_misses '))).toEqual([]);
      process.stdout.write(`${target.route}?…: ${JSON.stringify(outcomes)}\n`);
    },
    180_000,
  );
});

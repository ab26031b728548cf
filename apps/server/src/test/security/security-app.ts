import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { getTableName, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/all';
import { buildTestApp } from '../build-test-app';
import { startRazorpayStandIn, type RazorpayStandIn } from '../razorpay-stand-in';

const standIns = new WeakMap<FastifyInstance, RazorpayStandIn>();
/** The local gateway stand-in a security app pays through (its gateway routes are configured, decision 245). */
export const standInOf = (app: FastifyInstance) => standIns.get(app)!;

/** `METHOD url` exactly as registered, e.g. `PATCH /api/profiles/:id`. */
export type RouteKey = `${HTTPMethods} ${string}`;

/**
 * A test app with a stand-in web build (so the web plugin's routes exist too) that records every route as it is
 * registered. HEAD routes Fastify adds for each GET are recorded like any other.
 */
export async function buildSecurityApp(): Promise<{ app: FastifyInstance; routes: RouteKey[] }> {
  const webDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-web-'));
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>KalaSetu</title></head></html>',
  );
  await writeFile(path.join(webDir, 'assets/app-test.js'), 'console.log("web");');
  const routes: RouteKey[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push(`${method} ${route.url}` as RouteKey);
  };
  // The payment gateway is configured, so its routes answer as in production; the stand-in stops with the app.
  const gateway = await startRazorpayStandIn();
  const app = await buildTestApp({ webDistDir: webDir, paymentsGateway: gateway.config }, { onRoute });
  app.server.on('close', () => void gateway.close());
  standIns.set(app, gateway);
  return { app, routes };
}

const TABLE_NAMES = Object.values(schema)
  .map((table) => getTableName(table))
  .filter((name) => name !== 'rate_limits');

/**
 * Row counts of every table (rate-limit counters excluded: refusals may count), in one query, so they can be taken
 * around every batch of refused requests.
 */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const query = TABLE_NAMES.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(
    ' union all ',
  );
  const result = await app.db.execute(sql.raw(query));
  const rows = (result as unknown as { rows: Array<{ name: string; n: number }> }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

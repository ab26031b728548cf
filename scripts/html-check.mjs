// The server-rendered HTML held to an outside checker, the Nu HTML Checker (vnu-jar; a step of `npm test`, decision
// 197; alone: `npm run check:html`). Builds the web app when stale, runs the server in-process over an in-memory
// PGlite database with the demo marketplace, fetches every route of the route table (packages/shared/src/web-routes.ts)
// as a signed-out visitor in English — a page with an `:id` with a demo record's id, the catch-all with an unknown
// path — and checks all the pages in one run of the checker. Exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { WEB_ROUTES } from '../packages/shared/src/web-routes.ts';
import { ensureWebBuild } from './web-build.mjs';

const javaMissing = spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0;
if (javaMissing) {
  console.error('The HTML checker (vnu.jar) needs Java, and `java` is missing.');
  console.error(
    'Install it with: sudo apt-get install default-jre-headless   (.ci/run does this on a clean machine)',
  );
  process.exit(1);
}
ensureWebBuild();

const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { createDbClient } = await import('../apps/server/src/db/client.ts');
const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
const { seedDemo } = await import('../apps/server/src/db/seed/demo.ts');

/** Where each `:id` page takes its id from: the first record of its public list. */
const ID_SOURCES = {
  'jobs/:id': ['/api/jobs', 'jobs'],
  // Signed in only: a visitor gets the app's shell, which is checked like any page.
  'jobs/:id/agreement': ['/api/jobs', 'jobs'],
  'creators/:id': ['/api/creators', 'items'],
  'enterprises/:id': ['/api/enterprises', 'items'],
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'kalasetu-html-'));
let status = 1;
try {
  const dbClient = await createDbClient({ url: null, pgliteDataDir: 'memory://' });
  await runMigrations(dbClient);
  await seedDemo(dbClient.db);
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost',
      RATE_LIMITS: 'off',
    }),
    { dbClient, closeDbClient: true, logger: false },
  );
  const pagesDir = path.join(dir, 'pages');
  mkdirSync(pagesDir);
  const files = [];
  try {
    for (const route of WEB_ROUTES) {
      let url = route.path === null ? '/' : route.path === '*' ? '/no-such-page' : `/${route.path}`;
      const source = route.path ? ID_SOURCES[route.path] : undefined;
      if (source) {
        const list = await app.inject({ method: 'GET', url: source[0] });
        const first = list.json()[source[1]]?.[0];
        if (!first) throw new Error(`${source[0]} listed nothing to check ${route.path} with`);
        url = url.replace(':id', String(first.id));
      } else if (route.path?.includes(':')) {
        throw new Error(`scripts/html-check.mjs has no id for ${route.path}: add it to ID_SOURCES`);
      }
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      // An unknown path gets the app's shell (200) or a rendered not-found page (404): both are checked.
      if (page.statusCode !== 200 && !(route.path === '*' && page.statusCode === 404)) {
        throw new Error(`GET ${url} answered ${page.statusCode}`);
      }
      const file = path.join(pagesDir, `${url.slice(1).replaceAll('/', '__') || 'home'}.html`);
      writeFileSync(file, page.body);
      files.push(file);
    }
  } finally {
    await app.close();
  }
  const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  console.log(`Checking ${files.length} server-rendered pages with the Nu HTML Checker…`);
  const result = spawnSync('java', ['-Xss2m', '-jar', vnu, '--format', 'gnu', '--errors-only', ...files], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const report = result.stderr.toString().replaceAll(`${pagesDir}/`, '');
  if (report) process.stdout.write(report);
  // vnu exits 1 on any error (warnings and notes are left out by --errors-only).
  status = result.status ?? 1;
} finally {
  // HTML_CHECK_KEEP=1 keeps the fetched pages to read what the checker points at.
  if (process.env.HTML_CHECK_KEEP) console.log(`pages kept in ${dir}/pages`);
  else rmSync(dir, { recursive: true, force: true });
}
if (status !== 0) console.error('\n✖ the server-rendered HTML fails the Nu HTML Checker');
process.exit(status);

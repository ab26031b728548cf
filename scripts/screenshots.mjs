// `node scripts/screenshots.mjs [--lang hi] [--out docs/screenshots]`: takes phone-sized (360 px) screenshots of the
// home, jobs, a job detail and the creator dashboard, from the app running on a throw-away embedded database with
// the demo data. Run by hand whenever those screens change; never part of `npm test`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ensureWebBuild, ROOT } from './web-build.mjs';

const WIDTH = 360;
const HEIGHT = 740;
const DEMO_CREATOR = { email: 'arjun.photo@kalasetu.demo', password: 'Demo@1234' };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const { values: args } = parseArgs({
  options: {
    lang: { type: 'string', default: 'en' },
    out: { type: 'string', default: 'docs/screenshots' },
  },
});
if (!['en', 'hi', 'kn', 'mr'].includes(args.lang)) throw new Error(`--lang must be en, hi, kn or mr`);
if (!existsSync(CHROMIUM))
  throw new Error(`Chromium not found at ${CHROMIUM}; install it or set CHROMIUM_PATH`);
const outDir = path.resolve(ROOT, args.out);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy in time');
}

/** The screen has painted: its heading is there, no spinner is left, web fonts are in, lazy images had a moment. */
async function settle(page) {
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  // Reached through globalThis: this file is linted for Node, where `document` does not exist. (A string
  // predicate would be evaluated with eval in the page on retries, which the app's CSP refuses.)
  await page.waitForFunction(
    () =>
      ![...globalThis.document.querySelectorAll('.animate-spin')].some((spinner) =>
        spinner.checkVisibility(),
      ),
    null,
    { timeout: 30_000 },
  );
  await page.evaluate('document.fonts.ready');
  // Lazy images below the fold load only when scrolled to; a full-page screenshot should show them.
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  })()`);
  await page.waitForTimeout(800);
}

ensureWebBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), 'kalasetu-screenshots-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseUrl,
  SEED_DEMO: 'auto',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
  cwd: path.join(ROOT, 'apps/server'),
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let browser;
try {
  await waitForHealth(baseUrl, server);
  await mkdir(outDir, { recursive: true });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  await context.addInitScript(`localStorage.setItem('language', ${JSON.stringify(args.lang)})`);
  const page = await context.newPage();
  const suffix = args.lang === 'en' ? '' : `-${args.lang}`;
  const shoot = async (name, url) => {
    await page.goto(url);
    await settle(page);
    const file = path.join(outDir, `${name}-${WIDTH}${suffix}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  ${path.relative(ROOT, file)}  (${url})`);
  };

  console.log(`Screenshots at ${WIDTH} px (${args.lang}):`);
  await shoot('home', '/');
  await shoot('jobs', '/jobs');
  const home = await (await context.request.get('/api/home')).json();
  const jobId = home.jobs?.[0]?.id;
  if (jobId) await shoot('job-detail', `/jobs/${jobId}`);
  else console.warn('  no open job in the demo data: job detail skipped');
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: DEMO_CREATOR });
  if (!signIn.ok()) throw new Error(`demo creator sign-in failed: ${signIn.status()}`);
  await shoot('creator-dashboard', '/dashboard');
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
}

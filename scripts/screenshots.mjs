// `node scripts/screenshots.mjs [--lang hi] [--width 1366] [--out docs/screenshots]`: screenshots (360 px wide by
// default) of the public pages signed out, then of each role's dashboards signed in as a demo account, from the app
// running on a throw-away embedded database with the demo data. Run by hand whenever those screens change; never
// part of `npm test`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ensureWebBuild, ROOT } from './web-build.mjs';

const PASSWORD = 'Demo@1234';
const DEMO = {
  creator: 'arjun.photo@kalasetu.demo',
  enterprise: 'dharwad.handloom@kalasetu.demo',
  admin: 'admin@kalasetu.demo',
};
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const { values: args } = parseArgs({
  options: {
    lang: { type: 'string', default: 'en' },
    width: { type: 'string', default: '360' },
    out: { type: 'string', default: 'docs/screenshots' },
  },
});
if (!['en', 'hi', 'kn', 'mr'].includes(args.lang)) throw new Error(`--lang must be en, hi, kn or mr`);
if (!existsSync(CHROMIUM))
  throw new Error(`Chromium not found at ${CHROMIUM}; install it or set CHROMIUM_PATH`);
const outDir = path.resolve(ROOT, args.out);
const WIDTH = Number(args.width);
const HEIGHT = WIDTH < 600 ? 740 : 768;

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
    isMobile: WIDTH < 600,
    hasTouch: WIDTH < 600,
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
  await shoot('creators', '/creators');
  const creatorId = home.creators?.[0]?.id;
  if (creatorId) await shoot('creator-profile', `/creators/${creatorId}`);
  await shoot('showcase', '/showcase');
  await shoot('signin', '/signin');

  // Each role in turn, signed in through the API as the browser would be (writes need the app's own Origin).
  const signInAs = async (email) => {
    await context.clearCookies();
    const response = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin: baseUrl },
    });
    if (!response.ok()) throw new Error(`demo sign-in of ${email} failed: ${response.status()}`);
  };
  // The demo's assigned job carries an accepted agreement whose first part waits to be paid (demo-payments.ts).
  const agreementJob = async () => {
    const list = await (await context.request.get('/api/agreements')).json();
    return list.agreements?.find((row) => row.status === 'accepted')?.jobId;
  };
  await signInAs(DEMO.creator);
  await shoot('creator-dashboard', '/dashboard');
  await shoot('creator-agreements', '/dashboard?tab=agreements');
  const creatorAgreement = await agreementJob();
  if (creatorAgreement) await shoot('creator-agreement', `/jobs/${creatorAgreement}/agreement`);
  await shoot('creator-messages', '/dashboard?tab=messages');
  // The first conversation open, from the messages tab just shot: on a phone the thread covers the screen (the viewport, not the full page, is shot).
  const conversation = page.locator('button[data-conversation]').first();
  if (await conversation.count()) {
    await conversation.click();
    await page.getByTestId('message-thread').locator('li').first().waitFor();
    const file = path.join(outDir, `creator-thread-${WIDTH}${suffix}.png`);
    await page.screenshot({ path: file });
    console.log(`  ${path.relative(ROOT, file)}  (a conversation open)`);
  }
  await shoot('creator-portfolio', '/dashboard?tab=portfolio');
  await signInAs(DEMO.enterprise);
  await shoot('enterprise-dashboard', '/enterprise-dashboard');
  await shoot('enterprise-messages', '/enterprise-dashboard?tab=messages');
  await shoot('enterprise-jobs', '/enterprise-dashboard?tab=jobs');
  await shoot('enterprise-applications', '/enterprise-dashboard?tab=applications');
  const enterpriseAgreement = await agreementJob();
  if (enterpriseAgreement) await shoot('enterprise-agreement', `/jobs/${enterpriseAgreement}/agreement`);
  else console.warn('  no accepted agreement in the demo data: agreement screens skipped');
  await signInAs(DEMO.admin);
  await shoot('admin', '/admin');
  await shoot('admin-recommendations', '/admin?tab=recommendations');
  await shoot('admin-payments', '/admin?tab=payments');
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
}

// `npm test`: every check, stopping after the first stage with a failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT } from './web-build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Stages run one after another; the lanes of a stage run side by side, and the steps of a lane one after another.
 * Side by side where neither step waits for the other and neither fills both cores alone (docs/testing.md): the
 * type-checker and ESLint are one process each, the two API projects wait on their databases. Each step's output
 * is held and printed whole when it ends, so two steps never interleave their lines.
 */
const stages = [
  [
    [['typecheck', 'npm', ['run', 'typecheck']]],
    [['lint', 'npm', ['run', 'lint']]],
    [
      ['translations', 'node', ['scripts/i18n-check.mjs']],
      ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
      // The build every later step uses (the server-rendering API test, the journeys, the HTML checker; built once,
      // reused while fresh), then the first page's size: cheap failures before the long steps.
      ['web build', 'node', ['scripts/web-build.mjs']],
      ['first-page JavaScript size', 'node', ['--import', 'tsx', 'scripts/web-budget.mjs', '--ceiling']],
    ],
  ],
  [
    [['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api-pglite']]],
    [
      ...(process.env.TEST_DATABASE_URL
        ? [['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api-pg']]]
        : []),
      // The server-rendered pages of every route held to the Nu HTML Checker (docs/testing.md); needs Java. In the
      // time the PGlite suite still runs after the PostgreSQL one has finished (a quarter of the cores idle then).
      ['HTML checker', 'node', ['--import', 'tsx', 'scripts/html-check.mjs']],
    ],
  ],
  [[['browser journeys', 'npx', ['vitest', 'run', '--project', 'e2e']]]],
];
if (!process.env.TEST_DATABASE_URL)
  console.log(
    'TEST_DATABASE_URL is not set: the API suite runs on PGlite only (CI runs it on PostgreSQL too).',
  );
if (!existsSync(chromium)) {
  console.error(`\nThe browser suite needs Chromium at ${chromium}, and it is missing.`);
  console.error(
    'Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)',
  );
  process.exit(1);
}

/** Runs one step with its output held; resolves with its exit status and wall time. */
function run([name, command, args]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const output = [];
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
      console.log(`\n⏱ ${name}: ${seconds.toFixed(1)} s`);
      resolve({ name, ok: code === 0, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

/** A lane's steps in order; it stops at its first failure. */
async function runLane(lane) {
  const results = [];
  for (const step of lane) {
    const result = await run(step);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

/** Each step's wall time, printed at the end: docs/quality.md (the test suite) keeps the latest. */
const times = [];
for (const stage of stages) {
  const started = performance.now();
  console.log(`\n… ${stage.map((lane) => lane.map(([name]) => name).join(', then ')).join(' | ')}`);
  const results = (await Promise.all(stage.map(runLane))).flat();
  times.push(...results.map((r) => `${r.name}: ${r.seconds.toFixed(1)} s`));
  if (stage.length > 1)
    times.push(`  (side by side: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    for (const r of failed) console.error(`\n✖ ${r.name} failed`);
    console.log(`\n${times.join('\n')}`);
    process.exit(failed[0].code || 1);
  }
}
console.log(`\n${times.join('\n')}`);
console.log('\n✔ all checks passed');

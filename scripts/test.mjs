// `npm test`: every check in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT } from './web-build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['translations', 'node', ['scripts/i18n-check.mjs']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  // Cheap failures before the long steps: the build every later step uses (the server-rendering API test, the
  // journeys, the HTML checker; built once, reused while fresh), then the first page's size (decision 255).
  ['web build', 'node', ['scripts/web-build.mjs']],
  ['first-page JavaScript size', 'node', ['--import', 'tsx', 'scripts/web-budget.mjs', '--ceiling']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api-pglite']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api-pg']]);
} else {
  console.log(
    'TEST_DATABASE_URL is not set: the API suite runs on PGlite only (CI runs it on PostgreSQL too).',
  );
}
// The server-rendered pages of every route held to the Nu HTML Checker (decision 197); needs Java. Before the
// journeys: under a minute, against their several.
steps.push(['HTML checker', 'node', ['--import', 'tsx', 'scripts/html-check.mjs']]);
steps.push(['browser journeys', 'npx', ['vitest', 'run', '--project', 'e2e']]);

/** Each step's wall time, printed after it and all together at the end: docs/quality.md (Suite time) keeps them. */
const times = [];
for (const [name, command, args] of steps) {
  if (name === 'browser journeys' && !existsSync(chromium)) {
    console.error(`\nThe browser suite needs Chromium at ${chromium}, and it is missing.`);
    console.error(
      'Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)',
    );
    process.exit(1);
  }
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  times.push(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`\n⏱ ${times.at(-1)}`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${times.join('\n')}`);
console.log('\n✔ all checks passed');

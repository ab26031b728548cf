// `npm test`: every check, stopping after the first stage with a failure.
import { existsSync } from 'node:fs';
import { runStages } from './test-stages.mjs';

/** The journeys' browsers (e2e/support/browser.ts, decision 329): Debian's headless shell, and the full Chromium. */
const browsers = [
  [
    'chromium-headless-shell',
    process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    'CHROMIUM_HEADLESS_SHELL_PATH',
  ],
  ['chromium', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'CHROMIUM_PATH'],
];

/**
 * The whole suite, as CI runs it (`npm run test:quick` is the loop while working). Steps run side by side where
 * neither waits for the other and neither fills both cores alone (docs/testing.md): the type-checker and ESLint are one
 * process each, the two API projects wait on their databases.
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
      ['first-page JavaScript size', 'node', ['--import', 'tsx', 'scripts/web-budget.mjs']],
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
const missing = browsers.filter(([, file]) => !existsSync(file));
if (missing.length) {
  for (const [debianPackage, file, variable] of missing) {
    console.error(`\nThe browser suite needs ${debianPackage} at ${file}, and it is missing.`);
    console.error(
      `Install it with: sudo apt-get install ${debianPackage}   (or set ${variable} to its binary)`,
    );
  }
  process.exit(1);
}

await runStages(stages);

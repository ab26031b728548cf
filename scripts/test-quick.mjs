// `npm run test:quick`: the loop while working — types of what changed, unit tests, the API suite on PGlite.
import { execFileSync } from 'node:child_process';
import { runStages } from './test-stages.mjs';
import { ROOT } from './web-build.mjs';

/** Which workspaces a changed path type-checks: the shared contracts are read by both apps. */
const WORKSPACES = [
  { dir: 'packages/shared', prefixes: ['packages/shared/'], dependents: ['apps/server', 'apps/web'] },
  { dir: 'apps/server', prefixes: ['apps/server/', 'bench/'], dependents: [] },
  { dir: 'apps/web', prefixes: ['apps/web/src/'], dependents: [] },
];

const git = (...args) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/**
 * Paths changed since the branch left `--base` (main by default), committed or not, and new files: what this branch
 * is about. On main itself that is only the uncommitted work.
 */
function changedPaths(base) {
  const forkPoint = git('merge-base', 'HEAD', base)[0];
  return [...git('diff', '--name-only', forkPoint), ...git('ls-files', '--others', '--exclude-standard')];
}

function workspacesToCheck(paths) {
  const dirs = new Set();
  for (const workspace of WORKSPACES)
    if (paths.some((file) => workspace.prefixes.some((prefix) => file.startsWith(prefix))))
      for (const dir of [workspace.dir, ...workspace.dependents]) dirs.add(dir);
  return WORKSPACES.map((workspace) => workspace.dir).filter((dir) => dirs.has(dir));
}

const baseFlag = process.argv.indexOf('--base');
const base = baseFlag > 0 ? process.argv[baseFlag + 1] : 'main';
const toCheck = workspacesToCheck(changedPaths(base));
console.log(
  toCheck.length
    ? `Type-checking what changed since ${base}: ${toCheck.join(', ')}`
    : `Nothing type-checked: no workspace changed since ${base}.`,
);

// One stage, three lanes side by side: the type-checker (one process), the unit tests, and the API suite (after the
// build it renders). Run one after the other, the unit tests left the cores half idle while the API suite's
// database started.
await runStages([
  [
    toCheck.length ? [['typecheck (changed)', 'npx', ['tsc', '-b', ...toCheck]]] : [],
    [['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']]],
    [
      // The server-rendering API test renders the real build: built here when stale.
      ['web build', 'node', ['scripts/web-build.mjs']],
      ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api-pglite']],
    ],
  ].filter((lane) => lane.length > 0),
]);

// `npm run security:fuzz`: the input fuzzer at full strength (1 000 generated bodies per write target and 1 000
// query strings per list endpoint) on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. `npm test`
// runs the same file with 100 of each.
import { spawnSync } from 'node:child_process';
import { ROOT } from '../web-build.mjs';

const file = 'apps/server/src/test/security/input-fuzz.test.ts';
const projects = ['api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1000' };
for (const project of projects) {
  console.log(`\n▶ input fuzzing on ${project} (${env.FUZZ_RUNS} runs per endpoint)`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', project, file], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

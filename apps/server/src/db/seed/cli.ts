import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDbClient } from '../client';
import { runMigrations } from '../migrate';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { clusterScaleJobs, seedScale } from './scale';

const { values } = parseArgs({ options: { demo: { type: 'boolean' }, scale: { type: 'string' } } });
if (!values.demo && !values.scale) {
  console.error('Usage: npm run db:seed -- --demo | --scale N');
  process.exit(2);
}
const config = loadConfig();
// One seed statement writes 10 000 jobs; on a busy machine that can take longer than the API's query timeout.
const client = await createDbClient({
  url: config.databaseUrl,
  pgliteDataDir: config.pgliteDataDir,
  queryTimeoutMs: 600_000,
});
try {
  await runMigrations(client);
  if (values.demo) {
    const loaded = await seedDemo(client.db);
    console.log(
      loaded
        ? `Demo data loaded. Accounts (password ${DEMO_ACCOUNTS.password}):`
        : 'Demo data already present; nothing changed.',
    );
    if (loaded) for (const a of DEMO_ACCOUNTS.list) console.log(`  ${a.role.padEnd(10)} ${a.email}`);
  }
  if (values.scale) {
    const count = Number(values.scale);
    if (!Number.isInteger(count) || count < 1)
      throw new Error('--scale takes a positive whole number of jobs');
    const started = Date.now();
    const result = await seedScale(client.db, count);
    await clusterScaleJobs(client.db);
    console.log(
      `Seeded ${result.jobs} jobs, ${result.enterprises} enterprises, ${result.creators} creators, ${result.applications} applications in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await client.close();
}

import { loadConfig } from './config';
import { openFileLimit } from './plugins/connection-caps';
import { buildApp } from './app';
import { createDbClient } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureAdmin } from './modules/admin/admin-accounts.service';
import { startMailScheduler } from './modules/mail/mail-scheduler';
import { seedDemoIfEmpty, DEMO_ACCOUNTS } from './db/seed/demo';
import { isFirstStartChild, isNewPgliteFolder, prepareInChildProcess } from './db/first-start';

const config = loadConfig();
const openDatabase = () =>
  createDbClient({
    url: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    poolMax: config.databasePoolMax,
  });
if (isFirstStartChild()) {
  const client = await openDatabase();
  await runMigrations(client);
  if (config.seedDemo) await seedDemoIfEmpty(client.db);
  await client.close();
  process.exit(0);
}
// A first start on the embedded database creates it and loads the demo data in a child process (decision 311).
const firstStart = isNewPgliteFolder(config.pgliteDataDir);
if (firstStart) await prepareInChildProcess();
const dbClient = await openDatabase();
await runMigrations(dbClient, config.databaseDirectUrl);
const seeded = firstStart ? config.seedDemo : config.seedDemo && (await seedDemoIfEmpty(dbClient.db));
if (config.bootstrapAdmin) await ensureAdmin(dbClient.db, config.bootstrapAdmin);

const app = await buildApp(config, { dbClient, closeDbClient: true });
// Started here, not in buildApp: tests build apps and run the scheduled mail themselves, with their own clock.
const mailScheduler = startMailScheduler(app);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    mailScheduler.stop();
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
// The connection and stream caps follow the open-file limit (decision 312): the log says which limit they came from.
app.log.info(
  {
    openFileLimit: openFileLimit(),
    maxConnections: config.serverLimits.maxConnections,
    liveStreams: config.realtimeStreams.total,
  },
  'connection caps',
);

const database = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite at ${config.pgliteDataDir}`;
const lines = [
  '',
  `  KalaSetu is running at ${config.publicUrl}`,
  `  Database: ${database}${seeded ? ' — demo data loaded' : ''}`,
  '',
  '  Demo accounts (password for all: ' + DEMO_ACCOUNTS.password + ')',
  ...DEMO_ACCOUNTS.list.map((account) => `    ${account.role.padEnd(10)} ${account.email}`),
  '',
];
process.stdout.write(lines.join('\n') + '\n');

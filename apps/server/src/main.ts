import { loadConfig } from './config';
import { openFileLimit } from './plugins/connection-caps';
import { buildApp } from './app';
import { createDbClient } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureAdmin } from './modules/admin/admin-accounts.service';
import { startMailScheduler } from './modules/mail/mail-scheduler';
import { seedDemoIfEmpty, DEMO_ACCOUNTS } from './db/seed/demo';

const config = loadConfig();
const openDatabase = () =>
  createDbClient({
    url: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    poolMax: config.databasePoolMax,
  });
let dbClient = await openDatabase();
await runMigrations(dbClient, config.databaseDirectUrl);
const seeded = config.seedDemo ? await seedDemoIfEmpty(dbClient.db) : false;
if (config.bootstrapAdmin) await ensureAdmin(dbClient.db, config.bootstrapAdmin);
if (seeded && dbClient.driver === 'pglite') {
  // Building the demo data grows PGlite's WebAssembly memory by about 300 MB, which it never gives back; closing its
  // worker frees it, and a fresh instance over the same folder starts small (decision 311).
  await dbClient.close();
  dbClient = await openDatabase();
}

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

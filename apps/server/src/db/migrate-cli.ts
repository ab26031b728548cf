import { loadConfig } from '../config';
import { createDbClient } from './client';
import { runMigrations } from './migrate';

const config = loadConfig();
const client = await createDbClient({ url: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
await runMigrations(client, config.databaseDirectUrl);
await client.close();
console.log(`Migrations applied (${client.driver}).`);

import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDbClient } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { ensureAdmin } from './admin-accounts.service';

const USAGE =
  'Usage: npm run admin:create -- --email admin@example.com --name "Asha Admin" --password "S3cure!pass"';

function readArgs() {
  try {
    return parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const values = readArgs();
if (!values.email || !values.password) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const client = await createDbClient({ url: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
try {
  await runMigrations(client);
  const result = await ensureAdmin(client.db, {
    email: values.email,
    password: values.password,
    name: values.name ?? 'Administrator',
  });
  console.log(
    result.created
      ? `Created admin ${values.email}`
      : `Promoted existing account ${values.email} to admin (its password is unchanged)`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await client.close();
}

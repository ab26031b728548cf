import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDbClient } from '../db/client';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Under node_modules: ignored by git, and gone with a clean install, which is when the packages may change too. */
export const TEMPLATE_CACHE_DIR = path.join(ROOT, 'node_modules/.cache/kalasetu');
const PREFIX = 'pglite-template-';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What the migrated database depends on: every migration file (SQL and drizzle's journal) and the versions of the
 * two packages that apply and store them (a PGlite dump is read only by the PGlite that wrote it).
 */
export async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = await readFile(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8');
    hash.update(`${name}@${(JSON.parse(manifest) as { version: string }).version}\n`);
  }
  for (const file of await filesUnder(MIGRATIONS_DIR)) {
    hash.update(path.relative(MIGRATIONS_DIR, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite database with every migration applied, as a dump that test databases start from. Migrating takes seconds
 * and happens once per change of the migrations, not once per run: the dump is kept on disk under a name made of the
 * migrations' hash, and older ones are removed.
 */
export async function migratedPgliteTemplate(): Promise<string> {
  const key = await migrationsKey();
  const file = path.join(TEMPLATE_CACHE_DIR, `${PREFIX}${key}.tar`);
  if (existsSync(file)) return file;
  await mkdir(TEMPLATE_CACHE_DIR, { recursive: true });
  const client = await createDbClient({ url: null, pgliteDataDir: 'memory://' });
  try {
    await runMigrations(client);
    const dump = await client.pglite!.dumpDataDir('none');
    // Written aside and renamed: two runs starting at once never read a half-written template.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await client.close();
  }
  for (const name of await readdir(TEMPLATE_CACHE_DIR))
    if (name.startsWith(PREFIX) && name !== path.basename(file) && !name.endsWith('.partial'))
      await rm(path.join(TEMPLATE_CACHE_DIR, name), { force: true });
  return file;
}

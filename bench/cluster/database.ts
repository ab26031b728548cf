import pg from 'pg';

/** Drops the scratch database (closing its connections) and, unless `drop`, creates it empty. */
export async function recreateDatabase(databaseUrl: string, drop: boolean) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    if (!drop) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

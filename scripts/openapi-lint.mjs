// `npm run lint:openapi` (the second half of `npm run lint`): the OpenAPI document the server serves at /api/openapi.json,
// held to Redocly's recommended rules (redocly.yaml). Builds the app in memory (never listens, no migrations: the
// document comes from the route schemas alone), writes the document to a temporary file and lints it; exits
// non-zero on any error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { createDbClient } = await import('../apps/server/src/db/client.ts');

const dir = mkdtempSync(path.join(os.tmpdir(), 'kalasetu-openapi-'));
let status = 1;
try {
  const config = loadConfig({
    DATA_DIR: dir,
    // As deployed: an HTTPS public URL (the document's server; the session cookie gets its __Secure- name).
    PUBLIC_URL: 'https://kalasetu.invalid',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dir, 'no-web'),
  });
  const dbClient = await createDbClient({ url: null, pgliteDataDir: 'memory://' });
  const app = await buildApp(config, { dbClient, closeDbClient: true, logger: false });
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  await app.close();
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(response.json(), null, 2));
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/redocly'),
    [
      'lint',
      '--format',
      'stylish',
      '--max-problems',
      '1000',
      '--config',
      path.join(ROOT, 'redocly.yaml'),
      file,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (status !== 0) console.error('\n✖ the OpenAPI document fails Redocly’s rules (redocly.yaml)');
process.exit(status);

// `npm start`: build the web app if needed, then run the server (migrations and first-start demo data happen there).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild, ROOT } from './web-build.mjs';

ensureWebBuild();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
  cwd: path.join(ROOT, 'apps/server'),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

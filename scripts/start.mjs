// `npm start`: builds the web app and the server when needed, then becomes the server (migrations and first-start
// demo data happen there). Becoming it, not starting it as a child, leaves no second Node process resident.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuild, SERVER_BUNDLE } from './server-build.mjs';
import { ensureWebBuild, ROOT } from './web-build.mjs';

/**
 * With the embedded database the whole product is one process on a small machine, held to 400 MB (decision 311):
 * a young generation of 2 MB instead of V8's 16–64; an old generation capped at 512 MB, because V8 sizes its heap
 * from the machine's memory and, uncapped on 24 GiB, grew it by 250 MB under a search load and kept it; PGlite's
 * WebAssembly kept on V8's baseline compiler (the optimising one retained about 100 MB of compiler memory; queries
 * run slower, which demo-sized data does not show); and two malloc arenas instead of one per thread. No garbage
 * collection of WebAssembly code: Node 24's V8 can free a PGlite import wrapper twice and die on
 * `Check failed: jit_page_->allocations_.erase(addr) == 1`, as a server with demo data did at its first start under
 * bench:web (the journey workers avoid it the same way, vitest.config.ts). With DATABASE_URL none of this applies.
 */
const EMBEDDED_NODE_FLAGS = [
  '--max-semi-space-size=2',
  '--max-old-space-size=512',
  '--liftoff-only',
  '--no-wasm-code-gc',
];
const EMBEDDED_ENV = { MALLOC_ARENA_MAX: '2' };

ensureWebBuild();
await ensureServerBuild();

const embedded = !process.env.DATABASE_URL;
const args = [...(embedded ? EMBEDDED_NODE_FLAGS : []), SERVER_BUNDLE];
// Production unless told otherwise: React renders pages with its production build (its development build spends
// several times the CPU on checks), and the server keeps a secret of its own in DATA_DIR when AUTH_SECRET is unset.
const env = { NODE_ENV: 'production', ...(embedded ? EMBEDDED_ENV : {}), ...process.env };
process.chdir(path.join(ROOT, 'apps/server'));
if (typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...args], env);
} else {
  // Where a process cannot replace itself (Windows), the server runs as a child and this process waits for it.
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

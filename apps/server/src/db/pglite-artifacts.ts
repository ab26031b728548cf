import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Artifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: ArrayBuffer;
}
let artifacts: Promise<Artifacts> | null = null;
/** The global exists in Node; this project's TypeScript libraries only declare its types. */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/**
 * PGlite's WASM compiled once per process and handed to every worker (a compiled module crosses threads without
 * being compiled again): without it every worker compiled the 9 MB module again (1.7 s of CPU per opened
 * database instead of 1.3 s, at load 12–18).
 */
export function loadArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, data] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      wasm.compile(pglite!),
      wasm.compile(initdb!),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Uint8Array(data!).buffer };
  })();
  return artifacts;
}

// @ts-check
/**
 * Embedded PostgreSQL (PGlite, WASM) in a worker thread, so that a long query no longer holds the server's event
 * loop (decision 110). The main thread talks to it through `pglite-proxy.ts`; this file is plain JavaScript because
 * Node 20 cannot load a TypeScript worker without a loader that costs more than a second per worker.
 *
 * Requests: { id, op, tx?, ... } → replies { id, ok, result } or { id, ok: false, error }; notifications { op: 'notify' }.
 * PGlite is one session: its own lock makes a query outside a transaction wait until the open transaction ends,
 * and the transaction's statements (tagged with its id) run on the transaction's handle.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread only');

/** @type {{ dataDir?: string, loadDataDir?: ArrayBuffer, pgliteWasmModule: WebAssembly.Module, initdbWasmModule: WebAssembly.Module, fsBundle: ArrayBuffer }} */
const options = workerData;
/** @param {unknown} value */
const same = (value) => value;

/** @typedef {import('@electric-sql/pglite').Transaction} Tx */
/** @type {Map<number, { tx: Tx, end: (commit: boolean) => void, done: Promise<void> }>} */
const transactions = new Map();
/** @type {Map<number, () => Promise<void>>} */
const listeners = new Map();
let nextId = 1;

/** Only plain fields cross the thread (PostgreSQL's code, detail, constraint…); the error handler reads `code`. */
function serializeError(/** @type {unknown} */ err) {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error' };
  /** @type {Record<string, string | number | boolean>} */
  const fields = { message: err.message, name: err.name };
  if (err.stack) fields.stack = err.stack;
  for (const [key, value] of Object.entries(err)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** The caller's parsers are functions and cannot cross: those types arrive as text and the proxy applies them. */
function queryOptions(/** @type {{ rowMode?: 'array' | 'object', rawTypes?: number[] }} */ opts) {
  /** @type {Record<number, (value: string) => unknown>} */
  const parsers = {};
  for (const type of opts.rawTypes ?? []) parsers[type] = same;
  return { rowMode: opts.rowMode, parsers };
}

/**
 * PostgreSQL's memory inside the WASM heap, which never shrinks (decision 311). PGlite is one session, so a few
 * connection slots suffice; 16 MB of buffers hold the demo data and the hot pages of a larger table, the rest is in
 * the operating system's file cache; index builds (migrations) get 16 MB instead of 64.
 */
const MEMORY_SETTINGS = ['shared_buffers=16MB', 'max_connections=8', 'maintenance_work_mem=16MB'];

const pglite = await PGlite.create({
  dataDir: options.dataDir,
  extensions: { pg_trgm },
  loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
  // Compiled once by the main thread (pglite-proxy.ts), not again in every worker.
  pgliteWasmModule: options.pgliteWasmModule,
  initdbWasmModule: options.initdbWasmModule,
  fsBundle: new Blob([options.fsBundle]),
  startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS.flatMap((setting) => ['-c', setting])],
});

/** @param {number} txId */
function handleFor(txId) {
  if (!txId) return pglite;
  const entry = transactions.get(txId);
  if (!entry) throw new Error(`Transaction ${txId} is closed`);
  return entry.tx;
}

/** Opens a transaction and holds it open until the main thread ends it; answers once BEGIN has run. */
function begin() {
  const txId = nextId++;
  return new Promise((resolve, reject) => {
    /** @type {(commit: boolean) => void} */
    let end = () => {};
    const ended = new Promise((release) => (end = release));
    const done = pglite.transaction(async (tx) => {
      transactions.set(txId, { tx, end, done });
      resolve(txId);
      if (!(await ended)) await tx.rollback();
    });
    done.catch(reject).finally(() => transactions.delete(txId));
  });
}

/** @param {{ op: string, tx?: number, [key: string]: unknown }} msg */
async function handle(msg) {
  switch (msg.op) {
    case 'query':
      return handleFor(msg.tx ?? 0).query(
        /** @type {string} */ (msg.sql),
        /** @type {unknown[]} */ (msg.params),
        queryOptions(
          /** @type {{ rowMode?: 'array' | 'object', rawTypes?: number[] }} */ (msg.options ?? {}),
        ),
      );
    case 'exec':
      return handleFor(msg.tx ?? 0).exec(/** @type {string} */ (msg.sql));
    case 'begin':
      return begin();
    case 'end': {
      const entry = transactions.get(msg.tx ?? 0);
      if (!entry) return undefined;
      entry.end(Boolean(msg.commit));
      return entry.done;
    }
    case 'listen': {
      const channel = /** @type {string} */ (msg.channel);
      const listenerId = nextId++;
      const unlisten = await pglite.listen(channel, (payload) =>
        port?.postMessage({ op: 'notify', listenerId, payload }),
      );
      listeners.set(listenerId, unlisten);
      return listenerId;
    }
    case 'unlisten': {
      const unlisten = listeners.get(/** @type {number} */ (msg.listenerId));
      listeners.delete(/** @type {number} */ (msg.listenerId));
      return unlisten?.();
    }
    case 'dump': {
      const file = await pglite.dumpDataDir(/** @type {'none' | 'gzip' | 'auto'} */ (msg.compression));
      return file.arrayBuffer();
    }
    case 'ping':
      return pglite.query('select 1').then(() => true);
    case 'close':
      return pglite.close();
    default:
      throw new Error(`unknown PGlite worker request ${msg.op}`);
  }
}

/**
 * Operations outside a transaction reach PGlite one at a time, from two queues: `ping` (what /api/health asks)
 * first, everything else in arrival order. Without it a health check queued behind every search already waiting,
 * took hundreds of milliseconds under a search load and could pass its 800 ms budget and report a busy database
 * as down (decision 111). Statements of an open transaction and its end bypass the queues: the transaction holds
 * PGlite's lock, and a queued operation waits for it inside PGlite as before.
 */
/** @type {Array<() => Promise<void>>} */
const urgent = [];
/** @type {Array<() => Promise<void>>} */
const normal = [];
let draining = false;

async function drain() {
  if (draining) return;
  draining = true;
  for (;;) {
    // While PGlite computed, this thread could not take messages: let those that arrived be queued before choosing.
    await new Promise((resolve) => setImmediate(resolve));
    const next = urgent.shift() ?? normal.shift();
    if (!next) break;
    await next();
  }
  draining = false;
}

/** @param {{ id: number, op: string, tx?: number }} msg */
function respond(msg) {
  return handle(msg).then(
    (result) => {
      // A dump is moved, not copied; everything else is structured-cloned (Date, bigint, Uint8Array survive).
      port?.postMessage({ id: msg.id, ok: true, result }, result instanceof ArrayBuffer ? [result] : []);
      if (msg.op === 'close') port?.close();
    },
    (err) => port?.postMessage({ id: msg.id, ok: false, error: serializeError(err) }),
  );
}

/** A transaction's statements and end, and LISTEN bookkeeping, go straight to PGlite. */
const bypassesQueues = (/** @type {{ op: string, tx?: number }} */ msg) =>
  Boolean(msg.tx) || ['end', 'listen', 'unlisten'].includes(msg.op);

port.on('message', (/** @type {{ id: number, op: string, tx?: number }} */ msg) => {
  if (bypassesQueues(msg)) return void respond(msg);
  (msg.op === 'ping' ? urgent : normal).push(() => respond(msg));
  void drain();
});
port.postMessage({ op: 'ready' });

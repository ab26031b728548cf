import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { SERVER_SOURCE_DIR } from '../source-dir';
import { loadArtifacts } from './pglite-artifacts';

/** The part of PGlite's interface that drizzle, the migrator, realtime and the tests use. */
export interface PgliteHandle {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string): Promise<Results[]>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

type Reply = { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> };
type Notify = { op: 'notify'; listenerId: number; payload: string };

/** What the worker reports for an error: a plain Error again, with PostgreSQL's `code`, `constraint`… on it. */
function reviveError(fields: Record<string, unknown> = {}): Error {
  const { message, stack, ...rest } = fields;
  const error = Object.assign(new Error(String(message ?? 'PGlite worker error')), rest);
  if (typeof stack === 'string') error.stack = stack;
  return error;
}

/** A stopped worker is a database that went away: 57P01 (admin shutdown) makes the API answer 503, not 500. */
const gone = (reason: string) =>
  Object.assign(new Error(`PGlite worker is not queryable: ${reason}`), { code: '57P01' });

/**
 * PGlite in a worker thread: queries travel as messages, so the server's event loop stays free while PostgreSQL
 * computes. A transaction gets an id; its statements run on the worker's transaction handle, in order.
 */
export class PgliteWorkerProxy implements PgliteHandle {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly callbacks = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private exited: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply | Notify) => {
      if ('op' in message) return this.callbacks.get(message.listenerId)?.(message.payload);
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      this.updateRef();
      if (message.ok) call.resolve(message.result);
      else call.reject(reviveError(message.error));
    });
    worker.on('error', (err) => this.fail(gone(err.message)));
    worker.on('exit', (code) => this.fail(gone(`exited with code ${code}`)));
  }

  /** Starts the worker and waits until PGlite is open (a failure to open rejects here, as `PGlite.create` would). */
  static async start(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteWorkerProxy> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(path.join(SERVER_SOURCE_DIR, 'db/pglite-worker.mjs'), {
      workerData: { ...(await loadArtifacts()), dataDir: options.dataDir, loadDataDir },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { op?: string }) => {
        if (message.op !== 'ready') return;
        worker.off('error', reject);
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    const proxy = new PgliteWorkerProxy(worker);
    proxy.updateRef();
    return proxy;
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(0, query, params, options);
  }

  exec(query: string): Promise<Results[]> {
    return this.call<Results[]>({ op: 'exec', tx: 0, sql: query });
  }

  /** `select 1` ahead of every queued query (decision 111): what /api/health asks. */
  ping(): Promise<boolean> {
    return this.call<boolean>({ op: 'ping' });
  }

  /** `tx` 0 is outside any transaction; PGlite's lock makes such a query wait for an open transaction to end. */
  private queryIn<T>(
    tx: number,
    query: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results<T>> {
    const parsers = options.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const request = { op: 'query', tx, sql: query, params, options: { rowMode: options.rowMode, rawTypes } };
    return this.call<Results<T>>(request).then((result) => applyParsers(result, parsers, options.rowMode));
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.call({ op: 'end', tx: id, commit });
    };
    const tx = {
      query: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
        this.queryIn<R>(id, query, params, options),
      exec: (query: string) => this.call<Results[]>({ op: 'exec', tx: id, sql: query }),
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await fn(tx);
      await end(true);
      return result;
    } catch (err) {
      await end(false).catch(() => {});
      throw err;
    }
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenerId = await this.call<number>({ op: 'listen', channel });
    this.callbacks.set(listenerId, callback);
    return async () => {
      this.callbacks.delete(listenerId);
      await this.call({ op: 'unlisten', listenerId });
    };
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.exited) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  private call<T>(request: Record<string, unknown>): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.updateRef();
      this.worker.postMessage({ ...request, id });
    });
  }

  /** An idle worker must not keep a CLI alive; one with a request in flight must (its answer is awaited). */
  private updateRef() {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private fail(error: Error) {
    this.exited ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}

/** Types the caller gave a parser for came back as text; run its parser here, on the caller's side. */
function applyParsers<T>(
  result: Results<T>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode?: string,
): Results<T> {
  const columns = result.fields
    .map((field, index) => ({
      key: rowMode === 'array' ? index : field.name,
      parse: parsers[field.dataTypeID],
    }))
    .filter((column) => column.parse);
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parse } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse!(value);
    }
  }
  return result;
}

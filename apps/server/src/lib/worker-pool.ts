import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from './errors';

/** Seconds a caller turned away from a full pool is told to wait. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** One worker per core but one, so the request thread keeps a core (at least one worker) (decision 281). */
export const workersForMachine = () => Math.max(1, availableParallelism() - 1);

/**
 * CPU-heavy work off the request thread: `size` workers running `file`, started on first use, each doing one task at
 * a time. At most `maxQueued` tasks wait; more are refused with 503 and Retry-After, so a burst sheds load instead of
 * queueing without end.
 */
export function workerPool<In, Out>(file: string, options: { size: number; maxQueued: number }) {
  type Task = { input: In; resolve: (out: Out) => void; reject: (error: Error) => void };
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const queue: Task[] = [];
  const running = new Map<Worker, Task>();
  let nextId = 0;

  const start = () => {
    const worker = new Worker(file);
    worker.unref();
    worker.on('message', (message: { result?: Out; error?: string }) => {
      const task = running.get(worker);
      running.delete(worker);
      if (task) {
        if (message.error !== undefined) task.reject(new Error(message.error));
        else task.resolve(message.result as Out);
      }
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => {
      running.get(worker)?.reject(error);
      running.delete(worker);
      all.splice(all.indexOf(worker), 1);
      pump();
    });
    all.push(worker);
    return worker;
  };

  const pump = () => {
    while (queue.length > 0) {
      const worker = idle.pop() ?? (all.length < options.size ? start() : undefined);
      if (!worker) return;
      const task = queue.shift()!;
      running.set(worker, task);
      worker.postMessage({ id: nextId++, layout: task.input });
    }
  };

  return {
    run(input: In): Promise<Out> {
      if (queue.length >= options.maxQueued) {
        return Promise.reject(
          new AppError(503, 'busy', 'errors.serverBusy', undefined, { retryAfter: BUSY_RETRY_AFTER_SECONDS }),
        );
      }
      return new Promise<Out>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        pump();
      });
    },
    async close() {
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

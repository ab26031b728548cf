// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn, round and round; `url` then gives only the origin. */
    requests?: Array<{ method?: string; path: string }>;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** Resolves with the result; emits 'response' (client, statusCode, bytes, milliseconds) for every reply. */
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }
  export default function autocannon(options: Options): Instance;
}

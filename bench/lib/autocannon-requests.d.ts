// More of autocannon's API (the package ships no types): per-request hooks, for bench/load.
// Merges with bench/lib/autocannon.d.ts.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    timeout?: number;
    requests?: Request[];
  }
}

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Operation, ResponseOf } from '@kalasetu/shared/api/operation';

/** The API as component tests see it: MSW answers at the network, so the real client and hooks run unchanged. */
export const apiServer = setupServer();

/** Starts the mock API for a test file; a request no handler answers fails the test. */
export function useMockApi() {
  beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}

/** What a handler sees of a request: path parameters, query, JSON body (undefined for multipart), form data. */
export interface MockedRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  form: FormData | null;
}

/**
 * Answers `operation` with `reply` (its typed reply, or an error status and body); records each request it answers,
 * for the test to read.
 */
export function mockOperation<O extends Operation>(
  operation: O,
  reply: ResponseOf<O> | ((request: MockedRequest) => ResponseOf<O> | Response | Promise<Response>),
) {
  const calls: MockedRequest[] = [];
  const method = operation.method.toLowerCase() as Lowercase<Operation['method']>;
  apiServer.use(
    http[method](operation.path, async ({ request, params }) => {
      const type = request.headers.get('content-type') ?? '';
      const form = type.startsWith('multipart/form-data') ? await request.formData() : null;
      const body = form || !type.includes('json') ? undefined : await request.json();
      const query = new URL(request.url).searchParams;
      const seen: MockedRequest = { params: params as Record<string, string>, query, body, form };
      calls.push(seen);
      const answer =
        typeof reply === 'function' ? await (reply as (r: MockedRequest) => unknown)(seen) : reply;
      return answer instanceof Response ? answer : HttpResponse.json(answer as object);
    }),
  );
  return calls;
}

/** An API refusal as the server words it: `{ error: { code, message, fields } }`. */
export const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, fields } }, { status });

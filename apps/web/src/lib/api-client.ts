import type {
  BodyOf,
  HttpMethod,
  Operation,
  PathParams,
  QueryOf,
  ResponseOf,
} from '@kalasetu/shared/api/operation';
import type { ErrorResponse } from '@kalasetu/shared/http';
import { i18n } from './i18n';
import { requestScope } from './request-scope';

/** A refusal from the API: `message` is already in the reader's language; `fields` maps form fields to messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's own words when it asks the reader to slow down (429, already in their language); else `fallback`. */
export const slowDownMessageOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status === 429 ? error.message : fallback;

/**
 * How requests leave: the browser's fetch, or on the server the rendering request's own call into the API in the
 * same process (lib/request-scope.ts), since a page rendered there has no origin to fetch relative paths from.
 */
const transport: typeof fetch = (input, init) => (requestScope()?.fetch ?? fetch)(input, init);

interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Upload progress for multipart bodies (0–100). */
  onProgress?: (percent: number) => void;
  /** Sent as Idempotency-Key: a retry of the same action with the same key is answered once (decision 236). */
  idempotencyKey?: string;
}

/** A call by path, with the reply's type asserted: only `request` below calls it, with an operation's types. */
async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.language || 'en',
        ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', i18n.t('common.networkError'));
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const body = data as ErrorResponse | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? i18n.t('common.unexpectedError'),
      body?.error?.fields ?? {},
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Multipart upload with real progress (fetch cannot report upload progress): `request` with `onProgress`. */
function upload<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'en');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress)
        onProgress(Math.min(90, Math.round((event.loaded / event.total) * 90)));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', i18n.t('common.networkError')));
    xhr.onload = () => {
      const data = safeJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as T);
        return;
      }
      const body = data as ErrorResponse | null;
      reject(
        new ApiError(
          xhr.status,
          body?.error?.code ?? 'http_error',
          body?.error?.message ?? i18n.t('common.unexpectedError'),
          body?.error?.fields ?? {},
        ),
      );
    };
    xhr.send(form);
  });
}

type ParamsPart<O> =
  O extends Operation<HttpMethod, infer Path>
    ? keyof PathParams<Path> extends never
      ? { params?: undefined }
      : { params: PathParams<Path> }
    : never;
type BodyPart<O> = [BodyOf<O>] extends [undefined] ? { body?: undefined } : { body: BodyOf<O> };
type QueryPart<O> = [QueryOf<O>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<O> };

/** What a call of `O` takes: its path's parameters, its body and query as their schemas read them, and options. */
export type RequestInput<O> = ParamsPart<O> &
  BodyPart<O> &
  QueryPart<O> & {
    signal?: AbortSignal;
    /** Sent as Idempotency-Key: a retry of the same action with the same key is answered once. */
    idempotencyKey?: string;
    /** Upload progress of a multipart body (0–100). */
    onProgress?: (percent: number) => void;
  };

/** A query as search parameters: empty values left out, lists repeated (the way the server's schemas read them). */
export function toSearchParams(query: object | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as Array<[string, unknown]>) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search;
}

/** The path with its parameters filled in, and the query string. */
function operationUrl(path: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const text = toSearchParams(query).toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * The one way the web calls the API: an operation from `@kalasetu/shared/api/*` and what it takes, typed from the
 * shared zod schemas end to end. Same-origin cookies, the reader's language, JSON in and out, errors as ApiError.
 */
export function request<O extends Operation>(
  operation: O,
  ...[input]: object extends RequestInput<O> ? [RequestInput<O>?] : [RequestInput<O>]
): Promise<ResponseOf<O>> {
  const { params, body, query, signal, idempotencyKey, onProgress } = (input ??
    {}) as RequestInput<Operation>;
  const url = operationUrl(operation.path, params, query as object | undefined);
  if (onProgress && body instanceof FormData) return upload<ResponseOf<O>>(url, body, onProgress);
  return api<ResponseOf<O>>(url, { method: operation.method, body, signal, idempotencyKey });
}

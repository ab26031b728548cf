import type { z } from 'zod';

/**
 * An API operation as both tiers know it: its method and path, and the names of the shared zod schemas its server
 * route validates with. The web's client takes its request and response types from those schemas (`z.input` of the
 * body and query, `z.output` of the reply), and a server test holds each name to the schema the route registered
 * (apps/server/src/test/api-operations.test.ts), so the two cannot drift apart. No zod runs here: the schemas are
 * named, and their types read with `import type`, so a page that calls the API does not load zod for it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names, in a module (or several, intersected), of its zod schemas. */
type SchemaName<Module> = {
  [Name in keyof Module]: Module[Name] extends z.ZodType ? Name : never;
}[keyof Module] &
  string;

export interface SchemaNames<Module> {
  /** The JSON body's schema. */
  body?: SchemaName<Module>;
  /** The query string's schema. */
  query?: SchemaName<Module>;
  /** The successful reply's schema; without one the reply is read as `unknown`. */
  response?: SchemaName<Module>;
  /** A multipart body (a file): sent with upload progress, not as JSON. */
  multipart?: true;
}

type Input<Module, Name> = Name extends keyof Module ? z.input<Module[Name] & z.ZodType> : undefined;
type Output<Module, Name> = Name extends keyof Module ? z.output<Module[Name] & z.ZodType> : unknown;

/** `/api/jobs/:id/applications` → `{ id: string | number }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [Key in Param]: string | number } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [Key in Param]: string | number }
    : Record<never, never>;

export interface Operation<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Body = unknown,
  Query = unknown,
  Response = unknown,
> {
  readonly method: Method;
  readonly path: Path;
  readonly schemas: { body?: string; query?: string; response?: string; multipart?: true };
  /** Types only, never set at run time. */
  readonly types?: { body: Body; query: Query; response: Response };
}

export type BodyOf<O> = O extends Operation<HttpMethod, string, infer Body> ? Body : never;
export type QueryOf<O> = O extends Operation<HttpMethod, string, unknown, infer Query> ? Query : never;
export type ResponseOf<O> =
  O extends Operation<HttpMethod, string, unknown, unknown, infer Response> ? Response : never;

/** How one shared module (or several, intersected: `typeof jobs & typeof http`) declares its operations. */
export type OperationFactory<Module> = <
  const Method extends HttpMethod,
  const Path extends `/api/${string}`,
  const Names extends SchemaNames<Module> = Record<never, never>,
>(
  method: Method,
  path: Path,
  schemas?: Names,
) => Operation<
  Method,
  Path,
  Names['multipart'] extends true ? FormData : Input<Module, Names['body']>,
  Input<Module, Names['query']>,
  Output<Module, Names['response']>
>;

/**
 * Declares an operation. Each module of operations takes it under its own type, which accepts that module's schema
 * names: `const operation: OperationFactory<typeof jobs> = defineOperation; export const getJob =
 * operation('GET', '/api/jobs/:id', { response: 'jobDetailResponseSchema' });`.
 */
export function defineOperation<Method extends HttpMethod, Path extends string, Body, Query, Response>(
  method: Method,
  path: Path,
  schemas: Operation['schemas'] = {},
): Operation<Method, Path, Body, Query, Response> {
  return { method, path, schemas };
}

import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AUTH_OPENAPI_TAG, sessionCookieName } from './auth';

/** The security scheme every signed-in route names: better-auth's session cookie. */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';
/** For a route that needs the session but declares no 401 of its own (a stream answers before any schema). */
export const sessionRequired: SecurityRequirement[] = [{ [SESSION_SECURITY_SCHEME]: [] }];
/** For a route that serves anyone but shows more to a signed-in reader (`schema.security: optionalSession`). */
export const optionalSession: SecurityRequirement[] = [{}, { [SESSION_SECURITY_SCHEME]: [] }];

type JsonObject = Record<string, unknown>;
/** OpenAPI's security requirement: scheme name → scopes; `{}` means "no credentials". */
type SecurityRequirement = Record<string, readonly string[]>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A route that can answer 401 needs the session; one that cannot needs nothing. Derived here from the declared
 * responses, so the document cannot drift from the route (openapi.test.ts holds both to the authorization matrix).
 */
function securityOf(schema: JsonObject): SecurityRequirement[] {
  if (Array.isArray(schema.security)) return schema.security as SecurityRequirement[];
  const responses = isObject(schema.response) ? schema.response : {};
  return '401' in responses ? sessionRequired : [];
}

/** `PUT /api/jobs/:id/assignment` → `putJobsByIdAssignment`: unique because method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-_]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/**
 * OpenAPI 3.0 wants `type` beside `nullable`; zod writes `nullable` beside `anyOf` for a nullable union. The
 * nullable moves into the union's branches (a one-branch union becomes that branch).
 */
export function tidyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidyNullable);
  if (!isObject(node)) return node;
  const tidied: JsonObject = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, tidyNullable(value)]),
  );
  const { nullable, anyOf, ...rest } = tidied;
  if (nullable !== true || 'type' in tidied || !Array.isArray(anyOf)) return tidied;
  if (anyOf.length === 1) return { ...rest, ...(anyOf[0] as JsonObject), nullable: true };
  return {
    ...rest,
    anyOf: anyOf.map((branch) =>
      isObject(branch) && !('enum' in branch) ? { ...branch, nullable: true } : branch,
    ),
  };
}

/**
 * The OpenAPI document at /api/openapi.json, built from the routes' zod schemas. `npm run lint` holds it to
 * Redocly's recommended rules (scripts/openapi-lint.mjs).
 */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'KalaSetu API',
        version: '1.0.0',
        description:
          'Marketplace for small Indian businesses and media creators. Every route under /api is listed here, except the better-auth catch-all /api/auth/*, described under the "auth" tag. A signed-in account has at most four writes (POST, PUT, PATCH, DELETE) in progress at once; a fifth answers 429 with the code too_many_at_once and Retry-After: 1. Likewise one address has at most four searches (jobs, creators, enterprises) being made anew at once; an answer already kept is never refused.',
      },
      servers: [{ url: app.config.publicUrl }],
      tags: [AUTH_OPENAPI_TAG],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(app.config.publicUrl),
            description:
              'The session cookie set by `POST /api/auth/sign-in/email` (see the auth tag). Writes must also come from a trusted Origin.',
          },
        },
      },
    },
    transform(document) {
      const { schema, url } = jsonSchemaTransform(document);
      const route = document.route as RouteOptions;
      if (!isObject(schema) || schema.hide) return { schema: schema as FastifySchema, url };
      const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : route.method;
      return {
        schema: { ...schema, operationId: operationIdOf(method, route.url), security: securityOf(schema) },
        url,
      };
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? (tidyNullable(document.openapiObject) as typeof document.openapiObject)
        : document.swaggerObject,
  });
});

/**
 * Serves the document. Registered after the cross-cutting plugins (app.ts), so the reply is compressed and carries
 * the security headers like every other route; the generator above must come before every route it lists.
 */
export async function openapiDocumentRoute(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

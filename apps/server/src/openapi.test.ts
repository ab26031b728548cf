import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SESSION_SECURITY_SCHEME } from './plugins/openapi';
import { buildTestApp, TEST_ORIGIN } from './test/build-test-app';
import { MATRIX_ROWS } from './test/security/matrix-rows';

/** The parts of OpenAPI 3.0 that a client generator relies on. */
const schemaObject = z.looseObject({});
const mediaTypes = z.record(z.string(), z.looseObject({ schema: schemaObject.optional() }));
const operationSchema = z.looseObject({
  tags: z.array(z.string()).optional(),
  summary: z.string().min(1),
  operationId: z.string().min(1),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  parameters: z
    .array(
      z.looseObject({
        name: z.string().min(1),
        in: z.enum(['path', 'query', 'header', 'cookie']),
        required: z.boolean().optional(),
        schema: schemaObject.optional(),
      }),
    )
    .optional(),
  requestBody: z.looseObject({ content: mediaTypes }).optional(),
  responses: z
    .record(
      z.string().regex(/^([1-5]\d\d|[1-5]XX|default)$/),
      z.looseObject({ description: z.string(), content: mediaTypes.optional() }),
    )
    .refine((responses) => Object.keys(responses).length > 0, 'an operation needs a response'),
});
type Operation = z.infer<typeof operationSchema>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const openApiSchema = z.looseObject({
  openapi: z.string().regex(/^3\.\d+\.\d+$/),
  servers: z.array(z.object({ url: z.string() })).optional(),
  components: z
    .looseObject({ securitySchemes: z.record(z.string(), z.looseObject({})).optional() })
    .optional(),
  info: z.looseObject({ title: z.string().min(1), version: z.string().min(1), description: z.string() }),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(
    z.string().startsWith('/'),
    z.partialRecord(z.enum(METHODS), operationSchema).or(z.looseObject({})),
  ),
});

/**
 * Every route the app registered, read from Fastify's route tree (`printRoutes()` prints one segment per line,
 * indented four characters per level, with the methods of complete routes in brackets).
 */
function registeredRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  return routes;
}

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let doc: z.infer<typeof openApiSchema>;
  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is an OpenAPI 3 document', () => {
    const parsed = openApiSchema.safeParse(doc);
    expect(parsed.error?.issues ?? []).toEqual([]);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = (item as Record<string, z.infer<typeof operationSchema> | undefined>)[method];
        if (!operation) continue;
        expect(operationSchema.safeParse(operation).success, `${method} ${path}`).toBe(true);
        // Every {param} in the path is declared as a required path parameter, and nothing else is.
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const declared = (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => {
            expect(p.required, `${method} ${path} ${p.name}`).toBe(true);
            return p.name;
          })
          .sort();
        expect(declared, `${method} ${path}`).toEqual(inPath);
      }
    }
  });

  it('lists every /api route the app registered', () => {
    const routes = registeredRoutes(app).filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        // better-auth's catch-all is described by the "auth" tag; the document does not describe itself.
        route.url !== '/api/auth/*' &&
        route.url !== '/api/openapi.json',
    );
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes.filter((route) => {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      return !(doc.paths[path] as Record<string, unknown> | undefined)?.[route.method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it('sees the catch-all it leaves out (so the exclusion above is not dead code)', () => {
    expect(registeredRoutes(app)).toContainEqual({ method: 'POST', url: '/api/auth/*' });
    expect(registeredRoutes(app)).toContainEqual({ method: 'PATCH', url: '/api/me/settings' });
  });

  it('describes the better-auth endpoints under the auth tag', () => {
    expect(doc.info.description).toContain('/api/auth/*');
    const tag = doc.tags?.find((t) => t.name === 'auth');
    for (const endpoint of [
      'sign-in/email',
      'sign-out',
      'sign-in/social',
      'request-password-reset',
      'reset-password',
    ]) {
      expect(tag?.description).toContain(`/api/auth/${endpoint}`);
    }
  });

  it('declares the session cookie, and the server the document describes', () => {
    expect(doc.servers).toEqual([{ url: TEST_ORIGIN }]);
    expect(doc.components?.securitySchemes?.[SESSION_SECURITY_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'kalasetu.session_token',
    });
  });

  it('asks for the session exactly where the authorization matrix refuses anonymous visitors', () => {
    const operations = new Map<string, Operation>();
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item as Record<string, Operation>))
        operations.set(`${method.toUpperCase()} ${path}`, operation);
    const checked = new Set<string>();
    const wrong: string[] = [];
    for (const row of MATRIX_ROWS) {
      const key = row.route.replace(/:(\w+)/g, '{$1}');
      const operation = operations.get(key);
      if (!operation) continue;
      checked.add(key);
      const anonymousAllowed =
        operation.security.length === 0 || operation.security.some((s) => !Object.keys(s).length);
      const anonymousRefused = row.expected.anonymous === 401;
      if (anonymousAllowed === anonymousRefused)
        wrong.push(`${key}: anonymous gets ${row.expected.anonymous}`);
    }
    expect(wrong).toEqual([]);
    // Every operation in the document was compared (the matrix lists every route).
    expect([...operations.keys()].filter((key) => !checked.has(key))).toEqual([]);
  });

  it('writes no nullable without a type (OpenAPI 3.0)', () => {
    const offenders: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const object = node as Record<string, unknown>;
      if (object.nullable === true && !('type' in object)) offenders.push(at);
      for (const [key, child] of Object.entries(object)) walk(child, `${at}/${key}`);
    };
    walk(doc, '#');
    expect(offenders).toEqual([]);
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '@kalasetu/shared/api/operation';
import { AUTH_BASE_PATH, offersAuthEndpoint } from '../plugins/auth-gate';
import { buildTestApp } from './build-test-app';

const SHARED = path.resolve(import.meta.dirname, '../../../../packages/shared/src');

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schemas' in value;

async function modulesIn(dir: string) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return Promise.all(
    files.map(async (file) => ({
      file,
      exports: (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>,
    })),
  );
}

/** Every shared zod schema by its exported name; a name that two modules give to different schemas is an error. */
async function schemasByName() {
  const byName = new Map<string, unknown>();
  for (const { file, exports } of await modulesIn(SHARED))
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Schema')) continue;
      if (byName.has(name) && byName.get(name) !== value)
        throw new Error(`${name} means two schemas (${file})`);
      byName.set(name, value);
    }
  return byName;
}

/**
 * The web calls the API through the operations in packages/shared/src/api, typed from the schemas they name. Each
 * operation must be a route the server registered, with those very schemas, or the web's types would lie.
 */
describe('API operations and the server routes', () => {
  let app: FastifyInstance;
  const routes = new Map<string, RouteOptions>();
  let operations: Array<{ name: string; operation: Operation }>;
  let schemas: Map<string, unknown>;

  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route);
        },
      },
    );
    await app.ready();
    operations = (await modulesIn(path.join(SHARED, 'api'))).flatMap(({ file, exports }) =>
      Object.entries(exports)
        .filter((entry): entry is [string, Operation] => isOperation(entry[1]))
        .map(([name, operation]) => ({ name: `${file}: ${name}`, operation })),
    );
    schemas = await schemasByName();
  });
  afterAll(async () => {
    await app.close();
  });

  const named = (name: string | undefined) => {
    if (name === undefined) return undefined;
    expect(schemas.has(name), `no shared schema is named ${name}`).toBe(true);
    return schemas.get(name);
  };

  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('names a route the server registered, with the schemas of its body, query and reply', () => {
    const problems: string[] = [];
    for (const { name, operation } of operations) {
      const { method, path: url, schemas: names } = operation;
      if (url.startsWith(`${AUTH_BASE_PATH}/`)) {
        if (!offersAuthEndpoint(method, url.slice(AUTH_BASE_PATH.length)))
          problems.push(`${name}: ${method} ${url} is not an auth endpoint the server offers`);
        continue;
      }
      const route = routes.get(`${method} ${url}`);
      if (!route) {
        problems.push(`${name}: no route ${method} ${url}`);
        continue;
      }
      const schema = (route.schema ?? {}) as {
        body?: unknown;
        querystring?: unknown;
        response?: Record<string, unknown>;
      };
      const reply = schema.response?.[200] ?? schema.response?.[201];
      const pairs: Array<[string, unknown, string | undefined]> = [
        ['body', schema.body, names.body],
        ['query', schema.querystring, names.query],
        ['reply', reply, names.response],
      ];
      for (const [part, registered, schemaName] of pairs)
        if (registered !== named(schemaName))
          problems.push(`${name}: its ${part} is not the route's (${schemaName ?? 'none named'})`);
      if (names.multipart && schema.body !== undefined)
        problems.push(`${name}: multipart, but the route reads a JSON body`);
    }
    expect(problems).toEqual([]);
  });
});

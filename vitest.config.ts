import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The usual order (failed, then slowest, then largest first), except that the route sweep's files start first: they
 * are the longest journeys by far but small files (the sweep is declared in e2e/support), and two workers finish
 * soonest when the longest files do not come last.
 */
class SweepFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const sweep = (file: TestSpecification) => /[\\/]accessibility-[\w-]+\.e2e\.ts$/.test(file.moduleId);
    return [...sorted.filter(sweep), ...sorted.filter((file) => !sweep(file))];
  }
}

/** Loaded by Node itself, not transformed by the test runner: the dependencies and the built page renderer. */
const NODE_LOADED = { deps: { external: [/\/node_modules\//, /\/apps\/web\/dist-ssr\//] } };

/**
 * Node flags for the workers that start and close PGlite over and over: each test file starts its own instance, in its
 * own worker thread. Node 24's V8 (13.6) can free a WebAssembly import wrapper twice when a wrapper that code GC is
 * freeing is tiered up on another thread at the same moment. The process then dies on
 * `Check failed: jit_page_->allocations_.erase(addr) == 1`, as it did in one CI run (nodejs/node#64500; V8 fixed it in
 * 9b8ca54d5a, which 24.x lacks). Without code GC the wrappers are never freed, so none is freed twice. The dead code it
 * keeps is a few megabytes per worker. Remove the flag once the Node that CI runs includes that V8 fix, or on Node 26;
 * `npm start` runs the embedded server with it too (scripts/start.mjs, decision 311).
 */
const PGLITE_CHURN_EXEC_ARGV = ['--no-wasm-code-gc'];

const apiProject = (name: string, db: 'pglite' | 'pg') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Cheap password hashing for the thousands of test accounts (lib/passwords.ts says why it is safe).
    setupFiles: ['apps/server/src/test/setup-file.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // Files in a worker share loaded modules (docs/testing.md): no per-file reload of the server.
    isolate: false,
    // The built page renderer is loaded by Node itself, as in production, not transformed by the test runner.
    server: NODE_LOADED,
    execArgv: PGLITE_CHURN_EXEC_ARGV,
  },
});

/**
 * Projects: unit (shared contracts, web utilities, scripts, the proxy's address map), the API suite once per database, and the
 * browser journeys. `npm test` (scripts/test.mjs) runs them in that order.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: SweepFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          // A project does not inherit the root's timeouts: component tests type and click through a form, which on
          // a loaded 2-core machine takes seconds, not the default 5.
          testTimeout: 30_000,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          // Each file serves the app over its own database (support/server.ts), so two run side by side
          // (docs/testing.md).
          setupFiles: ['apps/web/e2e/support/server.ts'],
          maxWorkers: 2,
          // The server's modules are loaded once per worker, not once per file (as in the API projects).
          isolate: false,
          // As in the API projects: the built page renderer and the dependencies are loaded by Node itself.
          server: NODE_LOADED,
          execArgv: PGLITE_CHURN_EXEC_ARGV,
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // expect.poll waits for what the page or the server does next; its default of 1 s ran out on a loaded CI
          // machine (a push the service worker had not shown yet). A poll that passes returns at once.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});

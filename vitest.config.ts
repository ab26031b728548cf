import { defineConfig } from 'vitest/config';

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
  },
});

/**
 * Projects: unit (shared contracts, web utilities, scripts), the API suite once per database, and the
 * browser journeys. `npm test` (scripts/test.mjs) runs them in that order.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'pg')] : []),
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

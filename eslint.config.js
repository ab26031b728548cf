import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const SERVER = 'apps/server/src';
/** Where SQL may be written: repositories, the database folder (client, schema, migrations, seed) and tests. */
const SQL_HOMES = [
  `${SERVER}/**/*.repository.ts`,
  `${SERVER}/db/**`,
  `${SERVER}/test/**`,
  `${SERVER}/**/*.test.ts`,
  `${SERVER}/**/*.fixtures.ts`,
  `${SERVER}/**/isolated-test-app.ts`,
];
const WEB = 'apps/web/src';
const WEB_FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Web boundaries (decision 195), as bulletproof-react draws them: a feature imports only components/, lib/ and its own
 * folder — features are composed in app/ —; components/ and lib/ are shared by all and import no feature and no route.
 */
const webZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports only components/, lib/ and its own folder: compose features in app/ (decision 195).',
  })),
  {
    target: [`./${WEB}/features`, `./${WEB}/components`, `./${WEB}/lib`],
    from: `./${WEB}/app`,
    message: 'Only app/ composes routes: move what is shared to components/ or lib/ (decision 195).',
  },
  {
    target: [`./${WEB}/components`, `./${WEB}/lib`],
    from: `./${WEB}/features`,
    message: 'components/ and lib/ are shared: they import no feature; pass it in from app/ (decision 195).',
  },
];
const moduleBoundary = {
  group: ['../*/*', '!../*/*.service', '!../../*'],
  message: 'A module reaches another module only through its service (docs/ARCHITECTURE.md).',
};
const sqlOutsideRepository = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*'],
    message: 'SQL lives in *.repository.ts: call a repository function instead.',
    allowTypeImports: true,
  },
  {
    group: ['**/db/client'],
    importNames: ['queryRows'],
    message: 'SQL lives in *.repository.ts: call a repository function instead.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  // Server boundaries (decision 170): modules meet through services, SQL stays in repositories, no import cycles.
  {
    files: [`${SERVER}/**/*.ts`],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
      // Packages are not followed for cycles (pglite's bundle also overflows the parser).
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: webZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'withTranslation', 'Translation'],
              message: 'Translate with lib/use-translation.ts: one translator per language (decision 328).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: SQL_HOMES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: sqlOutsideRepository }] },
  },
  {
    files: [`${SERVER}/modules/**/*.ts`],
    ignores: [`${SERVER}/**/*.test.ts`, `${SERVER}/**/*.fixtures.ts`, `${SERVER}/**/isolated-test-app.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [moduleBoundary] }] },
  },
  {
    files: [`${SERVER}/modules/**/*.ts`],
    ignores: SQL_HOMES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [moduleBoundary, ...sqlOutsideRepository] },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*-cli.ts', '**/seed/cli.ts', '**/migrate-cli.ts', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);

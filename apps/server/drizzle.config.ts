import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/all.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});

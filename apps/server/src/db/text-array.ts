import { sql, type SQL } from 'drizzle-orm';

/** A list of strings as one `text[]` value in SQL, each bound as a parameter. */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

import type { DbOrTx } from './client';

/** A prepared query per database handle, built once: neither drizzle nor PostgreSQL builds it again per request. */
export function preparedPerDb<T>(make: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const prepared = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = make(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

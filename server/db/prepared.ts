import type { Db } from './client';

/**
 * Caches a Drizzle prepared statement per database handle: the query is built
 * once and (on PostgreSQL) prepared once per connection, which keeps hot reads
 * close to the cost of the bare SQL (see `npm run bench`).
 */
export function prepared<T>(_name: string, build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let p = cache.get(db);
    if (!p) {
      p = build(db);
      cache.set(db, p);
    }
    return p;
  };
}

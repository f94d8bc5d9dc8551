/**
 * The PostgreSQL extensions the schema uses, as PGlite loads them (PostgreSQL has them in contrib):
 * pg_trgm for the trigram index of the device keyword search. Every PGlite the gateway or the
 * tests open passes these, or the migration's `create extension` fails.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

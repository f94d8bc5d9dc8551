-- Hand-written: the trigram operator classes of the device keyword index (next migration).
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it. PGlite loads it
-- from @electric-sql/pglite/contrib/pg_trgm (server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The residents screen's search is a contains-search (first name, surname, full name, Acorn id, location),
-- which no btree serves: a trigram index does. pg_trgm ships with PostgreSQL (a trusted extension since 13:
-- a database owner may create it) and with PGlite, whose worker loads it (src/db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "acorn_users_search_trgm_idx" ON "acorn_users" USING gin ((coalesce("firstname", '') || ' ' || coalesce("surname", '') || chr(31) || coalesce("acorn_id", '') || chr(31) || coalesce("location", '')) gin_trgm_ops);
-- The back-office searches with ILIKE '%term%' (server/admin/*, decision 035). A B-tree cannot
-- answer a match in the middle of a value; pg_trgm's GIN indexes can. Drizzle cannot declare an
-- extension, so this one statement is custom SQL; the indexes themselves are in the schema and
-- follow in the next migration. pg_trgm ships with PostgreSQL (also the bundled one) and is a
-- trusted extension, so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

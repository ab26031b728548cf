-- Extensions and helpers the tables depend on. PGlite loads the pg_trgm module in the client before this runs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE; generated search columns need an IMMUTABLE join of text[].
CREATE OR REPLACE FUNCTION kalasetu_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;

-- Search text is normalised before tokenising: NFC, and zero-width (non-)joiners and soft hyphens removed.
-- PostgreSQL under a glibc locale splits Kannada/Devanagari words at U+200D while PGlite keeps them whole, and
-- users type the same word with or without joiners; stripping them gives one token everywhere (decision 031).
CREATE OR REPLACE FUNCTION kalasetu_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(normalize(coalesce($1, ''), NFC), U&'\200C\200D\00AD\FEFF', '') $$;
--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_open_budget_idx";--> statement-breakpoint
DROP INDEX "jobs_open_deadline_idx";--> statement-breakpoint
ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', kalasetu_search_text(title)), 'A') || setweight(to_tsvector('simple', kalasetu_search_text(title)), 'A') || setweight(to_tsvector('english', kalasetu_search_text(kalasetu_join(skills))), 'B') || setweight(to_tsvector('simple', kalasetu_search_text(kalasetu_join(skills))), 'B') || setweight(to_tsvector('english', kalasetu_search_text(description)), 'C') || setweight(to_tsvector('simple', kalasetu_search_text(description)), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "jobs_open_newest_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin (kalasetu_search_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_open_budget_idx" ON "jobs" USING btree ("budget_max" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_deadline_idx" ON "jobs" USING btree ("deadline","id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
-- Dropping the generated column dropped its GIN index; rebuild it on the new column.
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");

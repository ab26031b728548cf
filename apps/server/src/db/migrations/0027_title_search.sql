ALTER TABLE "jobs" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', kalasetu_search_text(title)) || to_tsvector('simple', kalasetu_phonetic_keys(title))) STORED;--> statement-breakpoint
CREATE INDEX "jobs_title_search_idx" ON "jobs" USING gin ("title_search");--> statement-breakpoint
-- hand-written: the planner reads the new column's statistics at once, not after autovacuum's next pass.
ANALYZE "jobs";

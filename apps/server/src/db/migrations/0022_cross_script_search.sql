CREATE TABLE "search_misses" (
	"list" text NOT NULL,
	"words" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_list_words_pk" PRIMARY KEY("list","words"),
	CONSTRAINT "search_misses_list" CHECK ("search_misses"."list" in ('jobs', 'creators', 'enterprises')),
	CONSTRAINT "search_misses_words_length" CHECK (char_length("search_misses"."words") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"meaning" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_length" CHECK (char_length("search_synonyms"."term") between 1 and 60),
	CONSTRAINT "search_synonyms_meaning_length" CHECK (char_length("search_synonyms"."meaning") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', kalasetu_search_text(title)), 'A') || setweight(to_tsvector('simple', kalasetu_phonetic_keys(title)), 'A') || setweight(to_tsvector('simple', kalasetu_search_text(kalasetu_join(skills))), 'B') || setweight(to_tsvector('simple', kalasetu_phonetic_keys(kalasetu_join(skills))), 'B') || setweight(to_tsvector('simple', kalasetu_search_text(description)), 'C') || setweight(to_tsvector('simple', kalasetu_phonetic_keys(description)), 'C') || setweight(to_tsvector('simple', kalasetu_search_text(location)), 'D') || setweight(to_tsvector('simple', kalasetu_phonetic_keys(location)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "profiles" drop column "search";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', kalasetu_search_text(coalesce(name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(district, '') || ' ' || coalesce(industry, '') || ' ' || kalasetu_join(skills) || ' ' || coalesce(bio, '') || ' ' || coalesce(products_services, ''))) || to_tsvector('simple', kalasetu_phonetic_keys(coalesce(name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(district, '') || ' ' || coalesce(industry, '') || ' ' || kalasetu_join(skills) || ' ' || coalesce(bio, '') || ' ' || coalesce(products_services, '')))) STORED;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_misses_count_idx" ON "search_misses" USING btree ("count" DESC NULLS LAST,"last_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_term_meaning_unique" ON "search_synonyms" USING btree ("term","meaning");--> statement-breakpoint
CREATE INDEX "search_synonyms_created_idx" ON "search_synonyms" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_creator_directory_idx" ON "profiles" USING btree ("is_verified" DESC NULLS FIRST,"rating_average" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "profiles"."role" = 'creator';--> statement-breakpoint
CREATE INDEX "profiles_enterprise_directory_idx" ON "profiles" USING btree ("is_verified" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "profiles"."role" = 'enterprise';--> statement-breakpoint
-- hand-written: dropping the generated columns dropped their GIN indexes; rebuild them on the new columns. The title's
-- trigram index reads kalasetu_search_text, which migration 0021 changed.
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search");--> statement-breakpoint
REINDEX INDEX "jobs_title_trgm_idx";--> statement-breakpoint
ANALYZE "jobs";--> statement-breakpoint
ANALYZE "profiles";

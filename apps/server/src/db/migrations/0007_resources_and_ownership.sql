ALTER TABLE "portfolio_items" ADD COLUMN "media_key" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "showcase_items" ADD COLUMN "image_key" text;--> statement-breakpoint
-- Existing rows (decision 160). A key is recorded only where the row's own upload made the file, so an item that
-- merely links to another user's file never gains the right to delete it: portfolio uploads are the only items
-- with a thumbnail (adding by URL and editing the URL both leave it null); avatars and logos are only ever written
-- by their upload routes (a Google picture is an outside URL and matches no key); showcase images are admin
-- uploads. A key named by two rows of the same column is left unowned by both, never guessed.
UPDATE "portfolio_items" p SET
    "media_key" = substring(p."media_url" from '(portfolio/[a-f0-9]{32}\.(?:webp|png|jpg))$'),
    "thumbnail_key" = substring(p."thumbnail_url" from '(portfolio/[a-f0-9]{32}\.(?:webp|png|jpg))$')
  WHERE p."thumbnail_url" IS NOT NULL
    AND substring(p."media_url" from '(portfolio/[a-f0-9]{32}\.(?:webp|png|jpg))$') IS NOT NULL
    AND substring(p."thumbnail_url" from '(portfolio/[a-f0-9]{32}\.(?:webp|png|jpg))$') IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "portfolio_items" o WHERE o."id" <> p."id"
      AND (o."media_url" IN (p."media_url", p."thumbnail_url") OR o."thumbnail_url" IN (p."media_url", p."thumbnail_url")));
--> statement-breakpoint
UPDATE "profiles" p SET "avatar_key" = substring(p."avatar_url" from '(avatars/[a-f0-9]{32}\.(?:webp|png|jpg))$')
  WHERE substring(p."avatar_url" from '(avatars/[a-f0-9]{32}\.(?:webp|png|jpg))$') IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "profiles" o WHERE o."id" <> p."id" AND o."avatar_url" = p."avatar_url");
--> statement-breakpoint
UPDATE "profiles" p SET "logo_key" = substring(p."logo_url" from '(logos/[a-f0-9]{32}\.(?:webp|png|jpg))$')
  WHERE substring(p."logo_url" from '(logos/[a-f0-9]{32}\.(?:webp|png|jpg))$') IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "profiles" o WHERE o."id" <> p."id" AND o."logo_url" = p."logo_url");
--> statement-breakpoint
UPDATE "showcase_items" s SET "image_key" = substring(s."image_url" from '(showcase/[a-f0-9]{32}\.(?:webp|png|jpg))$')
  WHERE substring(s."image_url" from '(showcase/[a-f0-9]{32}\.(?:webp|png|jpg))$') IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "showcase_items" o WHERE o."id" <> s."id" AND o."image_url" = s."image_url");
--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_media_key_unique" ON "portfolio_items" USING btree ("media_key");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_thumbnail_key_unique" ON "portfolio_items" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_avatar_key_unique" ON "profiles" USING btree ("avatar_key");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_logo_key_unique" ON "profiles" USING btree ("logo_key");--> statement-breakpoint
CREATE UNIQUE INDEX "showcase_image_key_unique" ON "showcase_items" USING btree ("image_key");
--> statement-breakpoint
-- Ratings need a job the two worked on together (issue 18, finding 10; decision 163). Each existing rating is tied to
-- the latest job on which the rater and the rated were the enterprise and its assigned creator; a rating between
-- two accounts that never worked together is removed, and every rated profile's average and count recomputed.
ALTER TABLE "ratings" DROP CONSTRAINT "ratings_rater_rated_unique";--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "job_id" integer;--> statement-breakpoint
UPDATE "ratings" r SET "job_id" = (
  SELECT j."id" FROM "jobs" j
  WHERE j."status" IN ('assigned', 'work-started', 'first-draft', 'second-draft', 'completed')
    AND ((j."enterprise_id" = r."rater_id" AND j."selected_applicant_id" = r."rated_id")
      OR (j."enterprise_id" = r."rated_id" AND j."selected_applicant_id" = r."rater_id"))
  ORDER BY j."id" DESC LIMIT 1);--> statement-breakpoint
DELETE FROM "ratings" WHERE "job_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ratings" ALTER COLUMN "job_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratings_job_idx" ON "ratings" USING btree ("job_id");--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_rated_job_unique" UNIQUE("rater_id","rated_id","job_id");--> statement-breakpoint
UPDATE "profiles" p SET
    "rating_average" = coalesce((SELECT round(avg(r."value")::numeric, 2) FROM "ratings" r WHERE r."rated_id" = p."id"), 0),
    "rating_count" = (SELECT count(*)::int FROM "ratings" r WHERE r."rated_id" = p."id")
  WHERE p."rating_count" > 0;
--> statement-breakpoint
-- A session that ends, however it ends (sign-out, revocation, password change or reset, an admin deleting the
-- account through the cascade), is announced on the realtime channel, so every instance ends the live streams that
-- session opened (issue 18, finding 7; decision 161). NOTIFY is delivered at commit, like every realtime event.
CREATE OR REPLACE FUNCTION kalasetu_sessions_notify_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kalasetu_events', json_build_object('userId', OLD.user_id, 'sessionEnded', OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_end AFTER DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION kalasetu_sessions_notify_end();

ALTER TABLE "jobs" ADD COLUMN "enterprise_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Job cards and the job page show the enterprise's verified badge from the job row, as they show its name
-- (decision 121): the triggers of 0005 now keep enterprise_verified too. One transaction, as 0005: ALTER TABLE holds
-- jobs until it commits, so no verification can fall between the backfill and the triggers.
UPDATE "jobs" j SET "enterprise_verified" = p."is_verified" FROM "profiles" p WHERE p."id" = j."enterprise_id";
--> statement-breakpoint
-- A new job (or one moved to another enterprise) takes the enterprise's current name and verification; any other
-- value written to either column is replaced.
CREATE OR REPLACE FUNCTION kalasetu_jobs_set_enterprise_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(p.company_name, p.name), p.is_verified INTO NEW.enterprise_name, NEW.enterprise_verified
    FROM profiles p WHERE p.id = NEW.enterprise_id FOR SHARE;
  -- No profile: the foreign key rejects the row at the end of the statement; keep the NOT NULL errors out of its way.
  NEW.enterprise_name := coalesce(NEW.enterprise_name, '');
  NEW.enterprise_verified := coalesce(NEW.enterprise_verified, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER jobs_set_enterprise_name ON "jobs";
--> statement-breakpoint
CREATE TRIGGER jobs_set_enterprise_name BEFORE INSERT OR UPDATE OF enterprise_id, enterprise_name, enterprise_verified
  ON "jobs" FOR EACH ROW EXECUTE FUNCTION kalasetu_jobs_set_enterprise_name();
--> statement-breakpoint
-- A rename, a company name set or cleared, or a verification given or withdrawn reaches every job of that
-- enterprise (jobs_enterprise_idx).
CREATE OR REPLACE FUNCTION kalasetu_profiles_rename_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET enterprise_name = coalesce(NEW.company_name, NEW.name), enterprise_verified = NEW.is_verified
    WHERE enterprise_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER profiles_rename_jobs ON "profiles";
--> statement-breakpoint
CREATE TRIGGER profiles_rename_jobs AFTER UPDATE OF name, company_name, is_verified ON "profiles" FOR EACH ROW
  WHEN (coalesce(OLD.company_name, OLD.name) IS DISTINCT FROM coalesce(NEW.company_name, NEW.name)
    OR OLD.is_verified IS DISTINCT FROM NEW.is_verified)
  EXECUTE FUNCTION kalasetu_profiles_rename_jobs();

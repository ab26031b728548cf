ALTER TABLE "jobs" ADD COLUMN "enterprise_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "applicant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Job listings and the job page read the enterprise's display name and the applicant count from the job row
-- instead of joining profiles and counting applications for every row (decision 121). The database keeps both
-- columns right on every path (the API, cascades, the seeders, hand-written SQL); the application never writes them.
-- This migration runs in one transaction and ALTER TABLE holds jobs exclusively until it commits, so no
-- application or profile change can fall between the backfill and the triggers.
UPDATE "jobs" j SET "enterprise_name" = coalesce(p."company_name", p."name"),
  "applicant_count" = (SELECT count(*)::int FROM "applications" a WHERE a."job_id" = j."id")
  FROM "profiles" p WHERE p."id" = j."enterprise_id";
--> statement-breakpoint
-- A new job (or one moved to another enterprise) takes the enterprise's current name; any other value written to
-- enterprise_name is replaced. FOR SHARE waits for a rename of that profile in flight (and holds one back until
-- this transaction ends), so a job inserted while its enterprise is renamed never keeps the old name.
CREATE FUNCTION kalasetu_jobs_set_enterprise_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(p.company_name, p.name) INTO NEW.enterprise_name FROM profiles p WHERE p.id = NEW.enterprise_id FOR SHARE;
  -- No profile: the foreign key rejects the row at the end of the statement; keep the NOT NULL error out of its way.
  NEW.enterprise_name := coalesce(NEW.enterprise_name, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_set_enterprise_name BEFORE INSERT OR UPDATE OF enterprise_id, enterprise_name ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION kalasetu_jobs_set_enterprise_name();
--> statement-breakpoint
-- A rename, or a company name set or cleared, reaches every job of that enterprise (jobs_enterprise_idx).
CREATE FUNCTION kalasetu_profiles_rename_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET enterprise_name = coalesce(NEW.company_name, NEW.name) WHERE enterprise_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_rename_jobs AFTER UPDATE OF name, company_name ON "profiles" FOR EACH ROW
  WHEN (coalesce(OLD.company_name, OLD.name) IS DISTINCT FROM coalesce(NEW.company_name, NEW.name))
  EXECUTE FUNCTION kalasetu_profiles_rename_jobs();
--> statement-breakpoint
-- Applicant counts move once per statement, per job, from the statement's transition table: the scale seeder's
-- 200 000 applications cost one grouped UPDATE, not 200 000 row triggers. UPDATE takes the job's row lock, so
-- concurrent applications to one job add up instead of overwriting each other.
CREATE FUNCTION kalasetu_applications_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j SET applicant_count = j.applicant_count + d.n
    FROM (SELECT job_id, count(*)::int AS n FROM inserted_applications GROUP BY job_id) d
    WHERE j.id = d.job_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_count_inserted AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS inserted_applications
  FOR EACH STATEMENT EXECUTE FUNCTION kalasetu_applications_count_inserted();
--> statement-breakpoint
-- Deleted directly or by a cascade (a user, a profile or a job deleted); a job deleted in the same statement
-- simply matches no row here.
CREATE FUNCTION kalasetu_applications_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j SET applicant_count = j.applicant_count - d.n
    FROM (SELECT job_id, count(*)::int AS n FROM deleted_applications GROUP BY job_id) d
    WHERE j.id = d.job_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_count_deleted AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS deleted_applications
  FOR EACH STATEMENT EXECUTE FUNCTION kalasetu_applications_count_deleted();
--> statement-breakpoint
-- No code moves an application to another job; should anything ever do so, both counts follow. A row trigger
-- (transition tables cannot be limited to a column), fired only when job_id really changes, so status updates
-- cost nothing.
CREATE FUNCTION kalasetu_applications_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET applicant_count = applicant_count - 1 WHERE id = OLD.job_id;
  UPDATE jobs SET applicant_count = applicant_count + 1 WHERE id = NEW.job_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_count_moved AFTER UPDATE OF job_id ON "applications" FOR EACH ROW
  WHEN (OLD.job_id IS DISTINCT FROM NEW.job_id)
  EXECUTE FUNCTION kalasetu_applications_count_moved();
--> statement-breakpoint
CREATE FUNCTION kalasetu_applications_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET applicant_count = 0 WHERE applicant_count <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_count_truncated AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION kalasetu_applications_count_truncated();

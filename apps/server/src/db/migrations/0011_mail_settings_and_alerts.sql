CREATE TABLE "job_alert_digest" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_alert_digest_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mail_assigned" boolean DEFAULT true NOT NULL,
	"mail_recommendation" boolean DEFAULT true NOT NULL,
	"mail_invitation" boolean DEFAULT true NOT NULL,
	"mail_unread_message" boolean DEFAULT true NOT NULL,
	"alert_area" text DEFAULT 'anywhere' NOT NULL,
	"alert_state" text,
	"alert_district" text,
	"alert_daily_limit" integer,
	"alert_delivery" text DEFAULT 'in_app' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_settings_alert_area" CHECK ("mail_settings"."alert_area" in ('anywhere', 'state', 'district')),
	CONSTRAINT "mail_settings_alert_delivery" CHECK ("mail_settings"."alert_delivery" in ('in_app', 'digest', 'off')),
	CONSTRAINT "mail_settings_alert_limit" CHECK ("mail_settings"."alert_daily_limit" is null or "mail_settings"."alert_daily_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alert_digest" ADD CONSTRAINT "job_alert_digest_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_digest" ADD CONSTRAINT "job_alert_digest_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_digest_user_job_unique" ON "job_alert_digest" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "job_alert_digest_pending_idx" ON "job_alert_digest" USING btree ("created_at") WHERE "job_alert_digest"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "job_alert_digest_user_idx" ON "job_alert_digest" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_unmailed_idx" ON "messages" USING btree ("created_at") WHERE "messages"."read" = false and "messages"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mailed_at" is null and "notifications"."kind" in ('assigned', 'recommendation_accepted', 'recommendation_declined', 'invitation_received');--> statement-breakpoint
-- What happened before mail existed is not mailed now (decision 210).
UPDATE "notifications" SET "mailed_at" = "created_at" WHERE "kind" in ('assigned', 'recommendation_accepted', 'recommendation_declined', 'invitation_received');--> statement-breakpoint
UPDATE "messages" SET "mailed_at" = "created_at" WHERE "read" = false;

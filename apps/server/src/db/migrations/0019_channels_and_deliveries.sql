CREATE TABLE "channel_consents" (
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "channel_consents_user_id_channel_pk" PRIMARY KEY("user_id","channel"),
	CONSTRAINT "channel_consents_channel_valid" CHECK ("channel_consents"."channel" in ('email', 'whatsapp', 'sms', 'push'))
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"topic" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text NOT NULL,
	"notification_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"grouped_into" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_channel_valid" CHECK ("deliveries"."channel" in ('email', 'whatsapp', 'sms', 'push')),
	CONSTRAINT "deliveries_topic_valid" CHECK ("deliveries"."topic" in ('application', 'hire_review', 'hire', 'invitation', 'agreement', 'delivery', 'payment', 'dispute', 'unread_message')),
	CONSTRAINT "deliveries_status_valid" CHECK ("deliveries"."status" in ('pending', 'sending', 'sent', 'failed', 'skipped', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "notice_choices" (
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_choices_user_id_topic_channel_pk" PRIMARY KEY("user_id","topic","channel"),
	CONSTRAINT "notice_choices_channel_valid" CHECK ("notice_choices"."channel" in ('email', 'whatsapp', 'sms', 'push')),
	CONSTRAINT "notice_choices_topic_valid" CHECK ("notice_choices"."topic" in ('application', 'hire_review', 'hire', 'invitation', 'agreement', 'delivery', 'payment', 'dispute', 'unread_message'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_verified" boolean;--> statement-breakpoint
ALTER TABLE "channel_consents" ADD CONSTRAINT "channel_consents_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_choices" ADD CONSTRAINT "notice_choices_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("channel","not_before") WHERE "deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deliveries_group_idx" ON "deliveries" USING btree ("user_id","channel","topic") WHERE "deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deliveries_sent_idx" ON "deliveries" USING btree ("channel","sent_at") WHERE "deliveries"."status" = 'sent' and "deliveries"."grouped_into" is null;--> statement-breakpoint
CREATE INDEX "deliveries_user_sent_idx" ON "deliveries" USING btree ("user_id","channel","sent_at") WHERE "deliveries"."status" = 'sent' and "deliveries"."grouped_into" is null;--> statement-breakpoint
CREATE INDEX "deliveries_sending_idx" ON "deliveries" USING btree ("claimed_at") WHERE "deliveries"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "deliveries_notification_idx" ON "deliveries" USING btree ("notification_id") WHERE "deliveries"."notification_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('new_job', 'new_message', 'application_received', 'application_recommended', 'application_rejected', 'application_not_chosen', 'assigned', 'recommendation_received', 'recommendation_accepted', 'recommendation_declined', 'creator_assigned', 'invitation_received', 'invitation_withdrawn', 'recommendation_not_approved', 'agreement_proposed', 'agreement_changed', 'agreement_change_requested', 'agreement_accepted', 'work_delivered', 'delivery_changes_requested', 'delivery_approved', 'payment_recorded', 'payment_confirmed', 'payment_disputed', 'dispute_opened', 'dispute_resolved', 'payment_paid_online', 'legacy'));--> statement-breakpoint
-- hand-written: the e-mail switches people had carry over as their choices per topic (`assigned` and
-- `recommendation` became `hire`; each person had only the one their role receives). Migration 0020 drops them.
INSERT INTO "notice_choices" ("user_id", "topic", "channel", "enabled")
SELECT "user_id", 'hire', 'email', false FROM "mail_settings" WHERE "mail_assigned" = false OR "mail_recommendation" = false
UNION ALL SELECT "user_id", 'invitation', 'email', false FROM "mail_settings" WHERE "mail_invitation" = false
UNION ALL SELECT "user_id", 'unread_message', 'email', false FROM "mail_settings" WHERE "mail_unread_message" = false;

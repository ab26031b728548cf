ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "starting_price" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "work_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "reveal_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ratings_unpublished_idx" ON "ratings" USING btree ("reveal_at") WHERE "ratings"."published_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('new_job', 'new_message', 'application_received', 'application_recommended', 'application_rejected', 'application_not_chosen', 'assigned', 'recommendation_received', 'recommendation_accepted', 'recommendation_declined', 'creator_assigned', 'invitation_received', 'invitation_withdrawn', 'recommendation_not_approved', 'agreement_proposed', 'agreement_changed', 'agreement_change_requested', 'agreement_accepted', 'work_delivered', 'delivery_changes_requested', 'delivery_approved', 'payment_recorded', 'payment_confirmed', 'payment_disputed', 'dispute_opened', 'dispute_resolved', 'payment_paid_online', 'dispute_paid_in_full', 'dispute_part_paid', 'dispute_voided', 'verification_approved', 'verification_refused', 'review_requested', 'review_received', 'legacy'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_starting_price" CHECK ("profiles"."starting_price" is null or "profiles"."starting_price" >= 0);--> statement-breakpoint
-- hand-written: ratings given before reviews were hidden were already public; they stay so.
UPDATE "ratings" SET "published_at" = "created_at", "reveal_at" = "created_at";

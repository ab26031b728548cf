CREATE TABLE "verification_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"evidence" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gstin" text,
	"udyam" text,
	"document_type" text,
	"document_last4" text,
	"document_key" text,
	"document_content_type" text,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_requests_document_key_unique" UNIQUE("document_key"),
	CONSTRAINT "verification_requests_evidence_valid" CHECK ("verification_requests"."evidence" in ('gstin', 'udyam', 'identity')),
	CONSTRAINT "verification_requests_status_valid" CHECK ("verification_requests"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "verification_requests_last4_short" CHECK ("verification_requests"."document_last4" is null or length("verification_requests"."document_last4") <= 4),
	CONSTRAINT "verification_requests_refusal_has_reason" CHECK ("verification_requests"."status" <> 'refused' or "verification_requests"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_topic_valid";--> statement-breakpoint
ALTER TABLE "notice_choices" DROP CONSTRAINT "notice_choices_topic_valid";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_evidence" text;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_requests_status_idx" ON "verification_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "verification_requests_user_idx" ON "verification_requests" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_topic_valid" CHECK ("deliveries"."topic" in ('application', 'hire_review', 'hire', 'invitation', 'agreement', 'delivery', 'payment', 'dispute', 'verification', 'unread_message'));--> statement-breakpoint
ALTER TABLE "notice_choices" ADD CONSTRAINT "notice_choices_topic_valid" CHECK ("notice_choices"."topic" in ('application', 'hire_review', 'hire', 'invitation', 'agreement', 'delivery', 'payment', 'dispute', 'verification', 'unread_message'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('new_job', 'new_message', 'application_received', 'application_recommended', 'application_rejected', 'application_not_chosen', 'assigned', 'recommendation_received', 'recommendation_accepted', 'recommendation_declined', 'creator_assigned', 'invitation_received', 'invitation_withdrawn', 'recommendation_not_approved', 'agreement_proposed', 'agreement_changed', 'agreement_change_requested', 'agreement_accepted', 'work_delivered', 'delivery_changes_requested', 'delivery_approved', 'payment_recorded', 'payment_confirmed', 'payment_disputed', 'dispute_opened', 'dispute_resolved', 'payment_paid_online', 'dispute_paid_in_full', 'dispute_part_paid', 'dispute_voided', 'verification_approved', 'verification_refused', 'legacy'));
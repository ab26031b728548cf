CREATE TABLE "dispute_evidence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"side" text NOT NULL,
	"note" text,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "dispute_evidence_side_valid" CHECK ("dispute_evidence"."side" in ('enterprise', 'creator')),
	CONSTRAINT "dispute_evidence_note_or_file" CHECK (("dispute_evidence"."note" is not null) <> ("dispute_evidence"."storage_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "agreements" DROP CONSTRAINT "agreements_status_valid";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_evidence_payment_idx" ON "dispute_evidence" USING btree ("payment_id","id");--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_status_valid" CHECK ("agreements"."status" in ('proposed', 'change_requested', 'accepted', 'approved', 'completed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('new_job', 'new_message', 'application_received', 'application_recommended', 'application_rejected', 'application_not_chosen', 'assigned', 'recommendation_received', 'recommendation_accepted', 'recommendation_declined', 'creator_assigned', 'invitation_received', 'invitation_withdrawn', 'recommendation_not_approved', 'agreement_proposed', 'agreement_changed', 'agreement_change_requested', 'agreement_accepted', 'work_delivered', 'delivery_changes_requested', 'delivery_approved', 'payment_recorded', 'payment_confirmed', 'payment_disputed', 'dispute_opened', 'dispute_resolved', 'payment_paid_online', 'dispute_paid_in_full', 'dispute_part_paid', 'dispute_voided', 'legacy'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_resolution_valid" CHECK ("payments"."resolution" in ('paid_in_full', 'part_paid', 'void'));--> statement-breakpoint
-- hand-written: disputes resolved before outcomes were named keep what they meant (received = paid in full).
UPDATE "payments" SET "resolution" = CASE WHEN "status" = 'void' THEN 'void' ELSE 'paid_in_full' END
  WHERE "resolved_at" IS NOT NULL;--> statement-breakpoint
-- hand-written: an agreement completed on approval while a part was unpaid is approved, not completed, until paid.
UPDATE "agreements" a SET "status" = 'approved', "completed_at" = NULL
  WHERE a."status" = 'completed' AND EXISTS (
    SELECT 1 FROM "agreement_milestones" m WHERE m."agreement_id" = a."id" AND NOT EXISTS (
      SELECT 1 FROM "payments" p WHERE p."milestone_id" = m."id" AND p."status" = 'confirmed'));

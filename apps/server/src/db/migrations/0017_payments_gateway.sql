CREATE TABLE "gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"milestone_id" integer NOT NULL,
	"payer_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_utr_format";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payee_vpa" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "utr" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ALTER COLUMN "vpa" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "linked_account_id" text;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_milestone_id_agreement_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."agreement_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_orders_milestone_idx" ON "gateway_orders" USING btree ("milestone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_unique" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_transfer_pending_idx" ON "payments" USING btree ("milestone_id") WHERE "payments"."method" = 'razorpay' and ("payments"."transfer_id" is null or "payments"."transfer_status" = 'on_hold');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('new_job', 'new_message', 'application_received', 'application_recommended', 'application_rejected', 'application_not_chosen', 'assigned', 'recommendation_received', 'recommendation_accepted', 'recommendation_declined', 'creator_assigned', 'invitation_received', 'invitation_withdrawn', 'recommendation_not_approved', 'agreement_proposed', 'agreement_change_requested', 'agreement_accepted', 'work_delivered', 'delivery_changes_requested', 'delivery_approved', 'payment_recorded', 'payment_confirmed', 'payment_disputed', 'dispute_resolved', 'payment_paid_online', 'legacy'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_reference" CHECK (("payments"."method" = 'upi' and "payments"."utr" ~ '^[0-9]{12}$' and "payments"."payee_vpa" is not null) or ("payments"."method" = 'razorpay' and "payments"."utr" is null and "payments"."gateway_payment_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transfer_status_valid" CHECK ("payments"."transfer_status" in ('on_hold', 'released'));
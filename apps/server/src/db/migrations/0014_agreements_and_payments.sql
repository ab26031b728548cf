CREATE TABLE "agreement_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" text,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_milestones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"delivery_note" text,
	"delivery_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_note" text,
	"delivered_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	CONSTRAINT "agreement_milestones_position_unique" UNIQUE("agreement_id","position"),
	CONSTRAINT "agreement_milestones_amount_positive" CHECK ("agreement_milestones"."amount_paise" > 0),
	CONSTRAINT "agreement_milestones_status_valid" CHECK ("agreement_milestones"."status" in ('pending', 'delivered', 'changes_requested', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"application_id" integer,
	"status" text DEFAULT 'proposed' NOT NULL,
	"price_paise" bigint NOT NULL,
	"deliverables" text NOT NULL,
	"due_date" date NOT NULL,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_job_unique" UNIQUE("job_id"),
	CONSTRAINT "agreements_price_positive" CHECK ("agreements"."price_paise" > 0),
	CONSTRAINT "agreements_status_valid" CHECK ("agreements"."status" in ('proposed', 'change_requested', 'accepted', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"milestone_id" integer NOT NULL,
	"payer_id" uuid NOT NULL,
	"payee_id" uuid NOT NULL,
	"payer_name" text NOT NULL,
	"payee_name" text NOT NULL,
	"payee_vpa" text NOT NULL,
	"method" text DEFAULT 'upi' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"utr" text NOT NULL,
	"status" text DEFAULT 'recorded' NOT NULL,
	"dispute_note" text,
	"resolution_note" text,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_utr_format" CHECK ("payments"."utr" ~ '^[0-9]{12}$'),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('recorded', 'confirmed', 'disputed', 'void'))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"vpa" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_milestones" ADD CONSTRAINT "agreement_milestones_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_enterprise_id_profiles_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_milestone_id_agreement_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."agreement_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_events_agreement_idx" ON "agreement_events" USING btree ("agreement_id","id");--> statement-breakpoint
CREATE INDEX "agreements_enterprise_idx" ON "agreements" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "agreements_creator_idx" ON "agreements" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "agreements_updated_idx" ON "agreements" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_unique" ON "payments" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_milestone_live_unique" ON "payments" USING btree ("milestone_id") WHERE "payments"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "payments_agreement_idx" ON "payments" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "payments_disputed_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'disputed';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('new_job', 'new_message', 'application_received', 'application_recommended', 'application_rejected', 'application_not_chosen', 'assigned', 'recommendation_received', 'recommendation_accepted', 'recommendation_declined', 'creator_assigned', 'invitation_received', 'agreement_proposed', 'agreement_change_requested', 'agreement_accepted', 'work_delivered', 'delivery_changes_requested', 'delivery_approved', 'payment_recorded', 'payment_confirmed', 'payment_disputed', 'dispute_resolved', 'legacy'));--> statement-breakpoint
-- An agreement's history is append-only: rows are added, never changed (deleting an agreement removes its history).
CREATE FUNCTION "agreement_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agreement_events is append-only' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agreement_events_no_update" BEFORE UPDATE ON "agreement_events"
  FOR EACH ROW EXECUTE FUNCTION "agreement_events_append_only"();

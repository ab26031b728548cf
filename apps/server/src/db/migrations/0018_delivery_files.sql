CREATE TABLE "delivery_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"milestone_id" integer,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "delivery_files_size_positive" CHECK ("delivery_files"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_milestone_id_agreement_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."agreement_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_files_milestone_idx" ON "delivery_files" USING btree ("milestone_id","id");--> statement-breakpoint
CREATE INDEX "delivery_files_detached_idx" ON "delivery_files" USING btree ("id") WHERE "delivery_files"."milestone_id" is null;
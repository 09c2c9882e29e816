CREATE TABLE "pending_read_receipts" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"chat_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"engine_ref" jsonb,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pending_read_receipts" ADD CONSTRAINT "pending_read_receipts_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_read_receipts_due_idx" ON "pending_read_receipts" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "pending_read_receipts_chat_idx" ON "pending_read_receipts" USING btree ("instance_id","chat_id","seq");
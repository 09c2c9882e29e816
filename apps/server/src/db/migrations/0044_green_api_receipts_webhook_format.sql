CREATE TABLE "event_receipts" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"deleted_through" bigint DEFAULT 0 NOT NULL,
	"deleted_seqs" bigint[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "format" text DEFAULT 'chatgate' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "bearer_token_cipher" text;--> statement-breakpoint
ALTER TABLE "event_receipts" ADD CONSTRAINT "event_receipts_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "messages" ADD COLUMN "acked_at" timestamp with time zone;--> statement-breakpoint
-- Messages sent before acknowledgements were kept count as acknowledged: the ack sweep must not
-- fail a history it never watched (decision 0044).
UPDATE "messages" SET "acked_at" = coalesce("sent_at", "updated_at") WHERE "status" = 'sent';--> statement-breakpoint
CREATE INDEX "messages_unacked_idx" ON "messages" USING btree ("sent_at") WHERE "messages"."status" = 'sent' and "messages"."acked_at" is null;--> statement-breakpoint
CREATE INDEX "messages_not_acknowledged_idx" ON "messages" USING btree ("instance_id","sent_at") WHERE "messages"."status" = 'failed' and "messages"."error" = 'not acknowledged';

DROP INDEX "messages_instance_created_idx";--> statement-breakpoint
DROP INDEX "messages_contact_sent_idx";--> statement-breakpoint
CREATE INDEX "messages_history_idx" ON "messages" USING btree ("instance_id","queue_seq");--> statement-breakpoint
CREATE INDEX "messages_contact_sent_idx" ON "messages" USING btree ("instance_id","remote","sent_at") WHERE "messages"."sent_at" is not null;
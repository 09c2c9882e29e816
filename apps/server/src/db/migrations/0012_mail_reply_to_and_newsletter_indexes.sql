ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_hash_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_token_hash_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token_hash");
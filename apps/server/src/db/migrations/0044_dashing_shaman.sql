ALTER TABLE "webhook_endpoints" ADD COLUMN "format" text DEFAULT 'chatgate' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "bearer_token_cipher" text;
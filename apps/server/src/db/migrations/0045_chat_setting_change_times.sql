ALTER TABLE "chats" ADD COLUMN "archived_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "pinned_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "muted_changed_at" timestamp with time zone;
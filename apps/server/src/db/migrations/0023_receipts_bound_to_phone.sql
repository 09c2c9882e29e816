ALTER TABLE "instances" ADD COLUMN "last_phone" text;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "last_phone_linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_read_receipts" ADD COLUMN "phone" text;--> statement-breakpoint
-- A token's last phone: the linked one, or for an unlinked token that owes read receipts, the
-- phone of its last connection. When it linked is not known: all its messages count as its own.
UPDATE "instances" i SET "last_phone" = coalesce(i."wid", (
    SELECT e."data"->>'wid' FROM "instance_events" e
    WHERE e."instance_id" = i."id" AND e."type" = 'instance.state' AND e."data"->>'wid' IS NOT NULL
    ORDER BY e."seq" DESC LIMIT 1
  ))
WHERE i."wid" IS NOT NULL OR EXISTS (SELECT 1 FROM "pending_read_receipts" p WHERE p."instance_id" = i."id");
--> statement-breakpoint
UPDATE "instances" SET "last_phone_linked_at" = '-infinity' WHERE "last_phone" IS NOT NULL;
--> statement-breakpoint
UPDATE "pending_read_receipts" p SET "phone" = i."last_phone" FROM "instances" i WHERE i."id" = p."instance_id";

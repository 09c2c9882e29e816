-- One phone links to one token. Where two tokens hold the same phone, the one that linked it first keeps it; the others are recorded as unlinked (their engine sessions are undone on their next connection).
UPDATE "instances" SET "authenticated" = false, "wid" = NULL
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "wid" ORDER BY "last_phone_linked_at" NULLS LAST, "created_at", "id") AS "rank"
    FROM "instances" WHERE "authenticated" AND "wid" IS NOT NULL
  ) AS "linked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "instances_linked_phone_idx" ON "instances" USING btree ("wid") WHERE "instances"."authenticated";

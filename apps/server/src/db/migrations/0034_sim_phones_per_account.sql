-- Each account has its own network of virtual phones (decision 0009). A phone belongs to the account of the token it is linked to, else to the account that opened it; a received message to the sender's account, any other to its phone's; a group and a channel to their owner phone's. A number used by several accounts becomes one phone per account. Rows of no account (their accounts deleted) go.
ALTER TABLE "sim_channels" DROP CONSTRAINT "sim_channels_owner_phone_sim_phones_phone_fk";--> statement-breakpoint
ALTER TABLE "sim_group_members" DROP CONSTRAINT "sim_group_members_phone_sim_phones_phone_fk";--> statement-breakpoint
ALTER TABLE "sim_groups" DROP CONSTRAINT "sim_groups_owner_phone_sim_phones_phone_fk";--> statement-breakpoint
ALTER TABLE "sim_messages" DROP CONSTRAINT "sim_messages_phone_sim_phones_phone_fk";--> statement-breakpoint
ALTER TABLE "sim_phones" DROP CONSTRAINT "sim_phones_owner_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "sim_channels_owner_idx";--> statement-breakpoint
DROP INDEX "sim_group_members_phone_idx";--> statement-breakpoint
DROP INDEX "sim_messages_phone_idx";--> statement-breakpoint
DROP INDEX "sim_messages_peer_idx";--> statement-breakpoint
ALTER TABLE "sim_phones" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "sim_phones" AS p SET "account_id" = coalesce(
  (SELECT i."user_id" FROM "instances" i WHERE i."id" = p."linked_instance_id"),
  (SELECT u."id" FROM "users" u WHERE u."id" = p."owner_user_id"));--> statement-breakpoint
ALTER TABLE "sim_messages" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "sim_messages" AS m SET "account_id" = coalesce(
  CASE WHEN m."direction" = 'in' THEN (SELECT p."account_id" FROM "sim_phones" p WHERE p."phone" = m."peer") END,
  (SELECT p."account_id" FROM "sim_phones" p WHERE p."phone" = m."phone"),
  (SELECT p."account_id" FROM "sim_phones" p WHERE p."phone" = m."peer"));--> statement-breakpoint
DELETE FROM "sim_messages" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sim_groups" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "sim_groups" AS g SET "account_id" = (SELECT p."account_id" FROM "sim_phones" p WHERE p."phone" = g."owner_phone");--> statement-breakpoint
DELETE FROM "sim_groups" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sim_group_members" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "sim_group_members" AS m SET "account_id" = g."account_id" FROM "sim_groups" g WHERE g."id" = m."group_id";--> statement-breakpoint
ALTER TABLE "sim_channels" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "sim_channels" AS c SET "account_id" = (SELECT p."account_id" FROM "sim_phones" p WHERE p."phone" = c."owner_phone");--> statement-breakpoint
DELETE FROM "sim_channels" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sim_phones" DROP CONSTRAINT "sim_phones_pkey";--> statement-breakpoint
INSERT INTO "sim_phones" ("account_id", "phone")
  SELECT DISTINCT used."account_id", used."phone" FROM (
    SELECT "account_id", "phone" FROM "sim_messages"
    UNION SELECT "account_id", "phone" FROM "sim_group_members"
  ) AS used
  WHERE NOT EXISTS (
    SELECT 1 FROM "sim_phones" p WHERE p."account_id" = used."account_id" AND p."phone" = used."phone");--> statement-breakpoint
DELETE FROM "sim_phones" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sim_phones" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_messages" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_groups" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_group_members" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_channels" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_phones" DROP COLUMN "owner_user_id";--> statement-breakpoint
ALTER TABLE "sim_phones" ADD CONSTRAINT "sim_phones_account_id_phone_pk" PRIMARY KEY("account_id","phone");--> statement-breakpoint
ALTER TABLE "sim_phones" ADD CONSTRAINT "sim_phones_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_channels" ADD CONSTRAINT "sim_channels_owner_phone_fk" FOREIGN KEY ("account_id","owner_phone") REFERENCES "public"."sim_phones"("account_id","phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_group_members" ADD CONSTRAINT "sim_group_members_phone_fk" FOREIGN KEY ("account_id","phone") REFERENCES "public"."sim_phones"("account_id","phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_groups" ADD CONSTRAINT "sim_groups_owner_phone_fk" FOREIGN KEY ("account_id","owner_phone") REFERENCES "public"."sim_phones"("account_id","phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_messages" ADD CONSTRAINT "sim_messages_phone_fk" FOREIGN KEY ("account_id","phone") REFERENCES "public"."sim_phones"("account_id","phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_channels_owner_idx" ON "sim_channels" USING btree ("account_id","owner_phone","created_at");--> statement-breakpoint
CREATE INDEX "sim_group_members_phone_idx" ON "sim_group_members" USING btree ("account_id","phone");--> statement-breakpoint
CREATE INDEX "sim_messages_phone_idx" ON "sim_messages" USING btree ("account_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "sim_messages_peer_idx" ON "sim_messages" USING btree ("account_id","peer","created_at");

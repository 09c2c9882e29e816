CREATE TABLE "sim_group_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_groups" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_groups" ADD COLUMN "only_admins_send" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_groups" ADD COLUMN "only_admins_edit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_groups" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "sim_groups" ADD COLUMN "picture_sha256" text;--> statement-breakpoint
ALTER TABLE "sim_group_notices" ADD CONSTRAINT "sim_group_notices_group_id_sim_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sim_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_group_notices_group_idx" ON "sim_group_notices" USING btree ("group_id","created_at");--> statement-breakpoint
ALTER TABLE "sim_groups" ADD CONSTRAINT "sim_groups_invite_code_unique" UNIQUE("invite_code");
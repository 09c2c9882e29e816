CREATE TABLE "sim_channel_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_phone" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_group_members" (
	"group_id" text NOT NULL,
	"phone" text NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_group_members_group_id_phone_pk" PRIMARY KEY("group_id","phone"),
	CONSTRAINT "sim_group_members_role_check" CHECK ("sim_group_members"."role" in ('superadmin', 'admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "sim_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"owner_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_messages" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "sim_messages" ADD COLUMN "group_id" text;--> statement-breakpoint
ALTER TABLE "sim_channel_posts" ADD CONSTRAINT "sim_channel_posts_channel_id_sim_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."sim_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_channels" ADD CONSTRAINT "sim_channels_owner_phone_sim_phones_phone_fk" FOREIGN KEY ("owner_phone") REFERENCES "public"."sim_phones"("phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_group_members" ADD CONSTRAINT "sim_group_members_group_id_sim_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sim_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_group_members" ADD CONSTRAINT "sim_group_members_phone_sim_phones_phone_fk" FOREIGN KEY ("phone") REFERENCES "public"."sim_phones"("phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_groups" ADD CONSTRAINT "sim_groups_owner_phone_sim_phones_phone_fk" FOREIGN KEY ("owner_phone") REFERENCES "public"."sim_phones"("phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_channel_posts_channel_idx" ON "sim_channel_posts" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "sim_channels_owner_idx" ON "sim_channels" USING btree ("owner_phone","created_at");--> statement-breakpoint
CREATE INDEX "sim_group_members_phone_idx" ON "sim_group_members" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_messages_source_phone_idx" ON "sim_messages" USING btree ("source_id","phone");
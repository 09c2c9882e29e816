CREATE TABLE "sim_profiles" (
	"account_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"about" text NOT NULL,
	"picture_jpeg" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_profiles_account_id_phone_pk" PRIMARY KEY("account_id","phone")
);
--> statement-breakpoint
CREATE TABLE "sim_status_views" (
	"status_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_status_views_status_id_phone_pk" PRIMARY KEY("status_id","phone")
);
--> statement-breakpoint
CREATE TABLE "sim_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"content" jsonb NOT NULL,
	"recipients" text[] NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_profiles" ADD CONSTRAINT "sim_profiles_phone_fk" FOREIGN KEY ("account_id","phone") REFERENCES "public"."sim_phones"("account_id","phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_status_views" ADD CONSTRAINT "sim_status_views_status_id_sim_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."sim_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_statuses" ADD CONSTRAINT "sim_statuses_phone_fk" FOREIGN KEY ("account_id","phone") REFERENCES "public"."sim_phones"("account_id","phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_statuses_account_idx" ON "sim_statuses" USING btree ("account_id","created_at");
CREATE TABLE "companies" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"company_email" text DEFAULT '' NOT NULL,
	"company_website" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instances" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"api_key_hash" text NOT NULL,
	"api_key_cipher" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"valid_till" timestamp with time zone,
	"authenticated" boolean DEFAULT false NOT NULL,
	"wid" text,
	"g_sheet_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instances_api_key_hash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" text NOT NULL,
	"direction" text NOT NULL,
	"remote" text NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"direction" text NOT NULL,
	"peer" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"owner_user_id" uuid,
	"linked_instance_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_phones_linked_instance_id_unique" UNIQUE("linked_instance_id")
);
--> statement-breakpoint
CREATE TABLE "sim_qr_codes" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_qr_codes_payload_unique" UNIQUE("payload")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_messages" ADD CONSTRAINT "sim_messages_phone_sim_phones_phone_fk" FOREIGN KEY ("phone") REFERENCES "public"."sim_phones"("phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_phones" ADD CONSTRAINT "sim_phones_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_phones" ADD CONSTRAINT "sim_phones_linked_instance_id_instances_id_fk" FOREIGN KEY ("linked_instance_id") REFERENCES "public"."instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_qr_codes" ADD CONSTRAINT "sim_qr_codes_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instances_user_idx" ON "instances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "instances_valid_till_idx" ON "instances" USING btree ("valid_till");--> statement-breakpoint
CREATE INDEX "messages_instance_created_idx" ON "messages" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "sim_messages_phone_idx" ON "sim_messages" USING btree ("phone","created_at");
CREATE TABLE "sim_pairing_codes" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_pairing_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "sim_pairing_codes" ADD CONSTRAINT "sim_pairing_codes_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "wa_auth" (
	"instance_id" text NOT NULL,
	"type" text NOT NULL,
	"key_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_auth_instance_id_type_key_id_pk" PRIMARY KEY("instance_id","type","key_id")
);
--> statement-breakpoint
ALTER TABLE "wa_auth" ADD CONSTRAINT "wa_auth_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;
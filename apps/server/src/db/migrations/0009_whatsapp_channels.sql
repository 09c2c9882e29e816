CREATE TABLE "wa_channels" (
	"instance_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_channels_instance_id_channel_id_pk" PRIMARY KEY("instance_id","channel_id")
);
--> statement-breakpoint
ALTER TABLE "wa_channels" ADD CONSTRAINT "wa_channels_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;
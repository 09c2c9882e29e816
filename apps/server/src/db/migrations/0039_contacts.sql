CREATE TABLE "contacts" (
	"instance_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"number" text,
	"lid" text,
	"saved_name" text,
	"push_name" text,
	"business" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_instance_id_id_pk" PRIMARY KEY("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "lid_phones" (
	"instance_id" text NOT NULL,
	"lid" text NOT NULL,
	"number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lid_phones_instance_id_lid_pk" PRIMARY KEY("instance_id","lid")
);
--> statement-breakpoint
CREATE TABLE "sim_blocks" (
	"instance_id" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_blocks_instance_id_phone_pk" PRIMARY KEY("instance_id","phone")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lid_phones" ADD CONSTRAINT "lid_phones_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_blocks" ADD CONSTRAINT "sim_blocks_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_lid_idx" ON "contacts" USING btree ("instance_id","lid");--> statement-breakpoint
CREATE INDEX "contacts_seq_idx" ON "contacts" USING btree ("instance_id","seq");--> statement-breakpoint
CREATE INDEX "lid_phones_number_idx" ON "lid_phones" USING btree ("instance_id","number");
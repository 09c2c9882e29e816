CREATE TABLE "calls" (
	"instance_id" text NOT NULL,
	"id" text NOT NULL,
	"from_chat" text NOT NULL,
	"caller_ref" text NOT NULL,
	"video" boolean NOT NULL,
	"is_group" boolean NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calls_instance_id_id_pk" PRIMARY KEY("instance_id","id")
);
--> statement-breakpoint
CREATE TABLE "sim_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"caller" text NOT NULL,
	"callee" text NOT NULL,
	"video" boolean NOT NULL,
	"state" text DEFAULT 'ringing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_presence" (
	"account_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"peer" text NOT NULL,
	"state" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_presence_account_id_phone_peer_pk" PRIMARY KEY("account_id","phone","peer")
);
--> statement-breakpoint
CREATE TABLE "sim_presence_subscriptions" (
	"instance_id" text NOT NULL,
	"peer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_presence_subscriptions_instance_id_peer_pk" PRIMARY KEY("instance_id","peer")
);
--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "reject_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "call_reject_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_presence_subscriptions" ADD CONSTRAINT "sim_presence_subscriptions_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_calls_caller_idx" ON "sim_calls" USING btree ("account_id","caller");--> statement-breakpoint
CREATE INDEX "sim_presence_subscriptions_peer_idx" ON "sim_presence_subscriptions" USING btree ("peer");
CREATE TABLE "poll_votes" (
	"instance_id" text NOT NULL,
	"message_id" uuid NOT NULL,
	"voter" text NOT NULL,
	"voter_lid" text,
	"options" jsonb NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_message_id_voter_pk" PRIMARY KEY("message_id","voter")
);
--> statement-breakpoint
CREATE TABLE "wa_poll_secrets" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"secret" text NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_messages" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_poll_secrets" ADD CONSTRAINT "wa_poll_secrets_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;
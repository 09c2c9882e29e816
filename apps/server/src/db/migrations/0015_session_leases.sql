CREATE TABLE "session_leases" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"owner" text,
	"fence" bigint DEFAULT 0 NOT NULL,
	"acquired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "worker_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_leases" ADD CONSTRAINT "session_leases_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_leases" ADD CONSTRAINT "session_leases_owner_worker_processes_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."worker_processes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_leases_owner_idx" ON "session_leases" USING btree ("owner");
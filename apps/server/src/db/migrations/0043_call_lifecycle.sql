ALTER TABLE "calls" ADD COLUMN "from_lid" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sim_calls" ADD COLUMN "callee_instance_id" text;--> statement-breakpoint
CREATE INDEX "calls_instance_called_idx" ON "calls" USING btree ("instance_id","called_at","id");--> statement-breakpoint
CREATE INDEX "sim_calls_callee_idx" ON "sim_calls" USING btree ("account_id","callee");
CREATE TABLE "sheet_automations" (
	"instance_id" text NOT NULL,
	"kind" text NOT NULL,
	"spreadsheet_id" text NOT NULL,
	"tab" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"phone_column" integer,
	"template" text DEFAULT '' NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sheet_automations_instance_id_kind_pk" PRIMARY KEY("instance_id","kind")
);
--> statement-breakpoint
CREATE TABLE "sheet_run_rows" (
	"run_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"media_url" text,
	"status" text NOT NULL,
	"reason" text,
	"message_id" uuid,
	"written_status" text,
	CONSTRAINT "sheet_run_rows_run_id_row_number_pk" PRIMARY KEY("run_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "sheet_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" text NOT NULL,
	"source" text NOT NULL,
	"spreadsheet_id" text,
	"name" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"status_column" integer,
	"total" integer NOT NULL,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sheet_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" text NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sheet_automations" ADD CONSTRAINT "sheet_automations_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_run_rows" ADD CONSTRAINT "sheet_run_rows_run_id_sheet_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."sheet_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_runs" ADD CONSTRAINT "sheet_runs_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_uploads" ADD CONSTRAINT "sheet_uploads_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sheet_run_rows_pending_idx" ON "sheet_run_rows" USING btree ("run_id","row_number") WHERE "sheet_run_rows"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sheet_runs_instance_idx" ON "sheet_runs" USING btree ("instance_id","created_at");
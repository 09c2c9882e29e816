-- A uuid cannot become a number: the lines are numbered afresh (an id is only a line's key on
-- the Logs page; the cursor there is the time).
ALTER TABLE "api_requests" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "api_requests" ADD COLUMN "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);

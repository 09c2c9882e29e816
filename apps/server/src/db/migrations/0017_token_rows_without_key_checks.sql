ALTER TABLE "api_requests" DROP CONSTRAINT "api_requests_instance_id_instances_id_fk";
--> statement-breakpoint
ALTER TABLE "instance_events" DROP CONSTRAINT "instance_events_instance_id_instances_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_instance_id_instances_id_fk";
--> statement-breakpoint
-- The three tables written on every send lose their foreign keys (a key check per row written);
-- a deleted token's rows go with it here instead, as ON DELETE CASCADE did. Writers lock the
-- token row before writing (FOR KEY SHARE or FOR NO KEY UPDATE), so a delete waits for them and
-- sees their rows, and a writer that comes after the delete finds no token and writes nothing.
CREATE OR REPLACE FUNCTION delete_instance_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM messages WHERE instance_id = OLD.id;
  DELETE FROM instance_events WHERE instance_id = OLD.id;
  DELETE FROM api_requests WHERE instance_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER instances_deleted_rows
  AFTER DELETE ON instances FOR EACH ROW EXECUTE FUNCTION delete_instance_rows();

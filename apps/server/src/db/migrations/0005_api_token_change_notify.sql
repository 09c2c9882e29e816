-- Processes cache the token behind each API key; this tells them, on commit, which token
-- changed a field the messaging API relies on (or was deleted), whoever changed it.
-- event_seq and last_sent_at, updated on every send, are deliberately not watched.
CREATE OR REPLACE FUNCTION notify_instance_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('instance_changed', OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER instances_changed_notify
  AFTER UPDATE OF id, user_id, api_key_hash, trial, status, valid_till, authenticated, wid, message_validity_seconds
  ON instances FOR EACH ROW EXECUTE FUNCTION notify_instance_changed();
--> statement-breakpoint
CREATE TRIGGER instances_deleted_notify
  AFTER DELETE ON instances FOR EACH ROW EXECUTE FUNCTION notify_instance_changed();

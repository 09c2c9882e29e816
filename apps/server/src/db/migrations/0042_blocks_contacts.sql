ALTER TABLE "instances" ADD COLUMN "blocks_contacts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 0027: a send asks whether its recipient is blocked only for a token that blocks
-- someone. instances.blocks_contacts says so; these triggers keep it, whoever writes contacts, and
-- the API-key cache hears of it through instances_changed_notify (which now watches it too).
CREATE OR REPLACE FUNCTION instance_blocks_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE instances i SET blocks_contacts = b.any
    FROM (SELECT EXISTS (SELECT 1 FROM contacts c WHERE c.instance_id = NEW.instance_id AND c.blocked) AS any) b
   WHERE i.id = NEW.instance_id AND i.blocks_contacts IS DISTINCT FROM b.any;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER contacts_blocked_inserted AFTER INSERT ON contacts
  FOR EACH ROW WHEN (NEW.blocked) EXECUTE FUNCTION instance_blocks_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_blocked_changed AFTER UPDATE OF blocked ON contacts
  FOR EACH ROW WHEN (NEW.blocked IS DISTINCT FROM OLD.blocked) EXECUTE FUNCTION instance_blocks_contacts();
--> statement-breakpoint
UPDATE instances i SET blocks_contacts = true
 WHERE EXISTS (SELECT 1 FROM contacts c WHERE c.instance_id = i.id AND c.blocked);
--> statement-breakpoint
DROP TRIGGER instances_changed_notify ON instances;
--> statement-breakpoint
CREATE TRIGGER instances_changed_notify
  AFTER UPDATE OF id, user_id, api_key_hash, trial, status, valid_till, authenticated, wid,
    message_validity_seconds, blocks_contacts
  ON instances FOR EACH ROW EXECUTE FUNCTION notify_instance_changed();

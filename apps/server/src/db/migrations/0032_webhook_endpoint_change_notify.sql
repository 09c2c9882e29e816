-- Webhook workers lease deliveries with the endpoint's URL and secret as they were. This tells
-- every process, on commit, which token's webhook was changed, turned off or removed, whoever
-- changed it, so each gives back what it leased of that token instead of sending it there.
CREATE OR REPLACE FUNCTION notify_webhook_endpoint_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('webhook_endpoint_changed', OLD.instance_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webhook_endpoints_changed_notify
  AFTER UPDATE OF url, events, secret_cipher, previous_secret_cipher, enabled
  ON webhook_endpoints FOR EACH ROW EXECUTE FUNCTION notify_webhook_endpoint_changed();
--> statement-breakpoint
CREATE TRIGGER webhook_endpoints_deleted_notify
  AFTER DELETE ON webhook_endpoints FOR EACH ROW EXECUTE FUNCTION notify_webhook_endpoint_changed();

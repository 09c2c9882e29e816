-- A version 7 UUID (RFC 9562), as timeOrderedUuid makes in the server: the first 48 bits are the
-- time in milliseconds, the version bits say 7, the rest stays random. Keys made with it are
-- inserted at the end of their index instead of at a random place in it.
CREATE FUNCTION time_ordered_uuid() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  select encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
              placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3)
              from 1 for 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;--> statement-breakpoint
ALTER TABLE "instance_events" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();

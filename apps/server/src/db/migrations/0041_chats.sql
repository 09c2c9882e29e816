CREATE TABLE "chats" (
	"instance_id" text NOT NULL,
	"chat_id" text NOT NULL,
	"name" text,
	"is_group" boolean NOT NULL,
	"last_message_id" uuid,
	"last_direction" text,
	"last_type" text,
	"last_preview" text,
	"last_at" timestamp with time zone,
	"activity_at" timestamp with time zone NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"muted_until" timestamp with time zone,
	"cleared_seq" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_instance_id_chat_id_pk" PRIMARY KEY("instance_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "sim_chat_settings" (
	"account_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"chat_id" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"muted_until" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_chat_settings_account_id_phone_chat_id_pk" PRIMARY KEY("account_id","phone","chat_id")
);
--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_chat_settings" ADD CONSTRAINT "sim_chat_settings_phone_fk" FOREIGN KEY ("account_id","phone") REFERENCES "public"."sim_phones"("account_id","phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_activity_idx" ON "chats" USING btree ("instance_id","activity_at" DESC NULLS LAST,"chat_id" DESC NULLS LAST) WHERE "chats"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_chat_idx" ON "messages" USING btree ("instance_id","remote","queue_seq");--> statement-breakpoint
-- Decision 0026: every insert into messages (sends, forwards, received messages, replays of held
-- writes) keeps the token's chats current, once per statement: the newest inserted message of
-- each chat becomes its last one unless a newer one is there already, received messages not read
-- yet add to its unread count, and a deleted chat comes back. Channels and statuses are not chats.
CREATE OR REPLACE FUNCTION chats_of_inserted_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO chats AS c (instance_id, chat_id, is_group, last_message_id, last_direction, last_type,
    last_preview, last_at, activity_at, unread_count)
  SELECT DISTINCT ON (n.instance_id, n.remote) n.instance_id, n.remote, n.remote LIKE '%@g.us', n.id,
    n.direction, n.type, left(n.body, 200), n.created_at, date_trunc('milliseconds', n.created_at),
    count(*) FILTER (WHERE n.direction = 'in' AND n.status = 'received')
      OVER (PARTITION BY n.instance_id, n.remote)
  FROM inserted_messages n
  WHERE n.remote NOT LIKE '%@newsletter' AND n.remote <> 'status@broadcast'
  ORDER BY n.instance_id, n.remote, n.queue_seq DESC
  ON CONFLICT (instance_id, chat_id) DO UPDATE SET
    last_message_id = CASE WHEN c.last_at IS NULL OR excluded.last_at >= c.last_at
      THEN excluded.last_message_id ELSE c.last_message_id END,
    last_direction = CASE WHEN c.last_at IS NULL OR excluded.last_at >= c.last_at
      THEN excluded.last_direction ELSE c.last_direction END,
    last_type = CASE WHEN c.last_at IS NULL OR excluded.last_at >= c.last_at
      THEN excluded.last_type ELSE c.last_type END,
    last_preview = CASE WHEN c.last_at IS NULL OR excluded.last_at >= c.last_at
      THEN excluded.last_preview ELSE c.last_preview END,
    last_at = greatest(c.last_at, excluded.last_at),
    activity_at = greatest(c.activity_at, excluded.activity_at),
    unread_count = c.unread_count + excluded.unread_count,
    deleted_at = NULL,
    updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_chats AFTER INSERT ON messages
  REFERENCING NEW TABLE AS inserted_messages
  FOR EACH STATEMENT EXECUTE FUNCTION chats_of_inserted_messages();
--> statement-breakpoint
-- The chats of the messages stored before this migration.
INSERT INTO chats (instance_id, chat_id, is_group, last_message_id, last_direction, last_type,
  last_preview, last_at, activity_at, unread_count)
SELECT DISTINCT ON (m.instance_id, m.remote) m.instance_id, m.remote, m.remote LIKE '%@g.us', m.id,
  m.direction, m.type, left(m.body, 200), m.created_at, date_trunc('milliseconds', m.created_at),
  count(*) FILTER (WHERE m.direction = 'in' AND m.status = 'received')
    OVER (PARTITION BY m.instance_id, m.remote)
FROM messages m
WHERE m.remote NOT LIKE '%@newsletter' AND m.remote <> 'status@broadcast' AND EXISTS (SELECT 1 FROM instances i WHERE i.id = m.instance_id)
ORDER BY m.instance_id, m.remote, m.queue_seq DESC;

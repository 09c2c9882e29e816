/** The WhatsApp engine's state (MESSAGING_ENGINE=baileys). */
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { instances } from './instances';

/**
 * A linked device's auth state: its credentials (type `creds`, id '') and signal keys, as
 * Baileys' BufferJSON. In the database rather than files, so any process can take a session over
 * without a new QR.
 */
export const waAuth = pgTable(
  'wa_auth',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    keyId: text('key_id').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.type, t.keyId] })],
);

/** Channels (newsletters) a token's linked device created: WhatsApp offers no list of one's own. */
export const waChannels = pgTable(
  'wa_channels',
  {
    instanceId: text('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.channelId] })],
);

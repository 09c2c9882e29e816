/** Staff news: announcements to chosen users and broadcasts to all. */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { uploads } from './uploads';

/** Staff news for chosen users (spec 2.11, 3: announceID, subject, description, fileName, issueDate). */
export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_recipients_user_idx').on(t.userId),
  ],
);

/** Staff news for every user (spec 3: broadID, subject, description, fileName, issueDate). */
export const broadcasts = pgTable('broadcasts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Which user has opened which broadcast (the top bar counts the others). */
export const broadcastReads = pgTable(
  'broadcast_reads',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.userId] })],
);

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { uploads } from './uploads';

/** A user's support request (spec 2.11: types Fetch Instance, Create New Instance, Other). */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['Fetch Instance', 'Create New Instance', 'Other'] }).notNull(),
    /** The token the request is about, when one was given (the createTicket page's uuid). */
    instanceId: text('instance_id'),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['open', 'pending', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.id),
    index('tickets_status_idx').on(t.status, t.id),
    check('tickets_type_check', sql`${t.type} in ('Fetch Instance', 'Create New Instance', 'Other')`),
    check('tickets_status_check', sql`${t.status} in ('open', 'pending', 'closed')`),
  ],
);

/** A ticket's thread: the user's description first, then replies from either side. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by Admin or CRM staff (the user is e-mailed). */
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

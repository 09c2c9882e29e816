/** The processes that host messaging sessions and the leases they hold. */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { instances } from './instances';

/** A running server process that hosts messaging sessions; alive while its heartbeat is fresh. */
export const workerProcesses = pgTable('worker_processes', {
  id: text('id').primaryKey(),
  role: text('role').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which process hosts each token's messaging session. `owner` is null while nobody does (its
 * process died or let it go); `fence` grows with every new owner, so work guarded by an older
 * fence can tell it is no longer the owner's.
 */
export const sessionLeases = pgTable(
  'session_leases',
  {
    instanceId: text('instance_id')
      .primaryKey()
      .references(() => instances.id, { onDelete: 'cascade' }),
    owner: text('owner').references(() => workerProcesses.id, { onDelete: 'set null' }),
    fence: bigint('fence', { mode: 'number' }).notNull().default(0),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }),
  },
  (t) => [index('session_leases_owner_idx').on(t.owner)],
);

import { timestamp } from 'drizzle-orm/pg-core';

/** Column builders shared by the tables of several domains. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

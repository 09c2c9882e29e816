/** The public site: contact form, newsletter and blog. */
import { date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** A message sent through the public contact form; it is e-mailed to staff as well. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  inquiryType: text('inquiry_type', {
    enum: ['general', 'sales', 'support', 'partnership', 'billing'],
  }).notNull(),
  createdAt: createdAt(),
});

/** Newsletter sign-ups, confirmed by e-mail (double opt-in); tokens are stored only as hashes. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email').notNull().unique(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    /** Where the visitor subscribed: 'footer', 'blog' or 'signup' (the signup form's product-news box). */
    source: text('source').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  // The links look rows up by token hash. Hashes of random tokens never repeat; NULL confirm
  // hashes (after unsubscribing) do not conflict in a unique index.
  (t) => [
    uniqueIndex('newsletter_subscribers_confirm_token_hash_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_hash_idx').on(t.unsubscribeTokenHash),
  ],
);

/**
 * Blog posts: the six built-in articles (ids 1 to 6, seeded at start-up) and the ones staff
 * publish from the dashboard, numbered after them.
 */
export const blogPosts = pgTable('blog_posts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 7 }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  content: text('content').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  /** One of the public blog's categories; posts from the dashboard may have none. */
  category: text('category'),
  author: text('author').notNull(),
  /** A path under the site (built-in covers) or a stored upload's name. */
  image: text('image'),
  readTime: text('read_time').notNull(),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** When the post was last edited on the dashboard; null until then (the sitemap's lastmod). */
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * A file attached to an announcement, a broadcast or a ticket message, kept under
 * DATA_DIR/uploads by its server-made name (never the uploader's).
 */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `<uuid>.<extension of the detected type>`: the name in the store and in download URLs. */
  fileName: text('file_name').notNull().unique(),
  /** The uploader's name for it, for Content-Disposition only. */
  originalName: text('original_name').notNull(),
  /** Detected from the content (magic bytes), not from the name or the client's header. */
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

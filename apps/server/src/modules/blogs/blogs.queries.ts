import { and, asc, count, desc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type BlogSummaryRow = Omit<BlogPostRow, 'content' | 'createdBy' | 'createdAt' | 'updatedAt'>;

/** Every column but the body, for lists and cards. */
const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  author: blogPosts.author,
  image: blogPosts.image,
  readTime: blogPosts.readTime,
  publishedOn: blogPosts.publishedOn,
};

/** Newest first; posts of one day by id, newest first. */
const newestFirst = [desc(blogPosts.publishedOn), desc(blogPosts.id)] as const;

export async function listPosts(
  db: Queryable,
  filter: { category?: string; limit: number; offset: number },
): Promise<{ rows: BlogSummaryRow[]; total: number }> {
  const where: SQL | undefined = filter.category ? eq(blogPosts.category, filter.category) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findPost(db: Queryable, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/** Other posts of a category, newest first. */
export async function listRelated(
  db: Queryable,
  category: string,
  excludeId: number,
  limit: number,
): Promise<BlogSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.category, category), ne(blogPosts.id, excludeId)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export type BlogPostDatesRow = Pick<BlogPostRow, 'id' | 'slug' | 'publishedOn' | 'updatedAt'>;

/** Every post numbered after `afterId`, oldest first: addresses and dates only, by the primary key. */
export async function listPostDatesAfter(db: Queryable, afterId: number): Promise<BlogPostDatesRow[]> {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      publishedOn: blogPosts.publishedOn,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(gt(blogPosts.id, afterId))
    .orderBy(asc(blogPosts.id));
}

/** A new post; its id comes from the identity (7 and up). Undefined when the slug is taken. */
export async function insertPost(db: Queryable, post: NewBlogPost): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .insert(blogPosts)
    .values(post)
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning();
  return row;
}

/** Changes a post; undefined when the new slug is another post's. */
export async function updatePost(
  db: Queryable,
  id: number,
  post: Omit<NewBlogPost, 'createdBy' | 'publishedOn'>,
): Promise<BlogPostRow | undefined> {
  try {
    const [row] = await db
      .update(blogPosts)
      .set({ ...post, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning();
    return row;
  } catch (error) {
    if (uniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Deletes a post and returns it (undefined when there was none). */
export async function deletePost(db: Queryable, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row;
}

/**
 * Writes the built-in posts by id in one statement: new ones are inserted, existing ones take
 * the shipped text, so edits to the articles reach the database. Other ids are never touched.
 */
export async function upsertPostsById(
  db: Queryable,
  posts: Array<NewBlogPost & { id: number }>,
): Promise<void> {
  if (posts.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(blogPosts)
    .values(posts)
    .onConflictDoUpdate({
      target: blogPosts.id,
      set: {
        slug: excluded('slug'),
        title: excluded('title'),
        content: excluded('content'),
        excerpt: excluded('excerpt'),
        category: excluded('category'),
        author: excluded('author'),
        image: excluded('image'),
        readTime: excluded('read_time'),
        publishedOn: excluded('published_on'),
      },
    });
}

/** Whether some post shows this image path as its cover. */
export async function isCoverImage(db: Queryable, imagePath: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.image, imagePath))
    .limit(1);
  return row !== undefined;
}

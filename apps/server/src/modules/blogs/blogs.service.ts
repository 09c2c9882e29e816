import {
  BLOG_CATEGORIES,
  type BlogCategory,
  type BlogListQuery,
  type BlogListResponse,
  BlogMessages,
  type BlogPost,
  type BlogPostResponse,
  type BlogSummary,
  PAGE_SIZE,
  RELATED_POSTS_MAX,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import * as q from './blogs.queries';

/** The largest id PostgreSQL's integer holds; longer digit strings cannot name a post. */
const MAX_ID = 2_147_483_647;

const asCategory = (value: string | null): BlogCategory | null =>
  BLOG_CATEGORIES.find((category) => category === value) ?? null;

export const toSummary = (row: q.BlogSummaryRow): BlogSummary => ({
  blogID: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  category: asCategory(row.category),
  posted_by: row.author,
  date: row.publishedOn,
  readTime: row.readTime,
  blogImg: row.image,
});

const toPost = (row: q.BlogPostRow): BlogPost => ({ ...toSummary(row), content: row.content });

/** A post id from the URL: digits only, within the integer range; anything else names no post. */
export function parsePostId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** GET /blogs/view: newest first, PAGE_SIZE a page, optionally one category. */
export async function listBlogPosts(db: Db, query: BlogListQuery): Promise<BlogListResponse> {
  const { rows, total } = await q.listPosts(db, {
    category: query.category,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  return {
    message: BlogMessages.found,
    result: rows.map(toSummary),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

/** GET /blogs/:id: the whole post and up to RELATED_POSTS_MAX others of its category. */
export async function getBlogPost(db: Db, rawId: string): Promise<BlogPostResponse> {
  const id = parsePostId(rawId);
  const row = id === null ? undefined : await q.findPost(db, id);
  if (!row) throw notFound(BlogMessages.notFound);
  const related = row.category ? await q.listRelated(db, row.category, row.id, RELATED_POSTS_MAX) : [];
  return { message: BlogMessages.postFound, result: toPost(row), related: related.map(toSummary) };
}

export interface NewBlogPostInput {
  slug: string;
  title: string;
  /** Sanitised HTML: the caller (the later dashboard form) cleans it before it gets here. */
  content: string;
  excerpt: string;
  category: BlogCategory | null;
  author: string;
  image: string | null;
  readTime: string;
  publishedOn: string;
}

/** A post written on the dashboard (a later issue wires the route); 409 when the slug is taken. */
export async function createBlogPost(
  db: Db,
  input: NewBlogPostInput,
  createdBy: string | null,
): Promise<BlogPost> {
  const row = await q.insertPost(db, { ...input, createdBy });
  if (!row) throw conflict(BlogMessages.slugTaken);
  return toPost(row);
}

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
import type { Db, Queryable } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { parseSerialId } from '../../http/serial-id';
import * as q from './blogs.queries';

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

export const toPost = (row: q.BlogPostRow): BlogPost => ({ ...toSummary(row), content: row.content });

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
  const id = parseSerialId(rawId);
  const row = id === null ? undefined : await q.findPost(db, id);
  if (!row) throw notFound(BlogMessages.notFound);
  return blogPostAnswer(db, row);
}

/** What GET /blogs/:id answers for a post found: it and its related posts (one more query when it has a category). */
export async function blogPostAnswer(db: Queryable, row: q.BlogPostRow): Promise<BlogPostResponse> {
  const related = row.category ? await q.listRelated(db, row.category, row.id, RELATED_POSTS_MAX) : [];
  return { message: BlogMessages.postFound, result: toPost(row), related: related.map(toSummary) };
}

export interface NewBlogPostInput {
  slug: string;
  title: string;
  /** Sanitised HTML: the caller (blog-create.service) cleans it before it gets here. */
  content: string;
  excerpt: string;
  category: BlogCategory | null;
  author: string;
  image: string | null;
  readTime: string;
  publishedOn: string;
}

/** A post written on the dashboard (POST /blogs/create); 409 when the slug is taken. */
export async function createBlogPost(
  db: Queryable,
  input: NewBlogPostInput,
  createdBy: string | null,
): Promise<BlogPost> {
  const row = await q.insertPost(db, { ...input, createdBy });
  if (!row) throw conflict(BlogMessages.slugTaken);
  return toPost(row);
}

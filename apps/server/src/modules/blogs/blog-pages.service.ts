/**
 * What the database adds to the built public site for blog posts: the page of a post the build did
 * not prerender (posts written on the dashboard, a built-in post's address without its slug): its
 * head, and the answer its page reads, from which the server renders it; the answers the prerendered
 * list and built-in articles are rendered again from; and the sitemap entries of posts published
 * after the build. Read afresh on every request, so an edit or a deletion shows at once on every
 * process.
 */
import { BUILTIN_POST_MAX_ID, blogListFilter, blogPath, isBuiltinPost } from '@chatgate/contracts';
import type { Db, Queryable } from '../../db/client';
import { parseSerialId } from '../../http/serial-id';
import type { SitemapEntry } from '../../http/sitemap-entries';
import { type LivePage, type LivePages, MISSING_PAGE } from '../../http/web';
import { blogPageHead } from './blog-page-head';
import * as q from './blogs.queries';
import { blogPostAnswer, listBlogPosts } from './blogs.service';

/** A post's public address, as the web app routes it: /blogs/{id} or /blogs/{id}/{any slug}. */
const POST_ADDRESS = /^\/blogs\/([^/]+)(?:\/[^/]+)?$/;

/**
 * The post's page at `pathname`: its head, and GET /blogs/{id}'s answer under the key the page reads
 * it by (the id as the address spells it); MISSING_PAGE when it names no post, null when it is not
 * a post's address.
 */
export async function blogPostPage(
  db: Queryable,
  origin: string,
  pathname: string,
): Promise<LivePage | typeof MISSING_PAGE | null> {
  const rawId = POST_ADDRESS.exec(pathname)?.[1];
  if (rawId === undefined) return null;
  const id = parseSerialId(rawId);
  const post = id === null ? undefined : await q.findPost(db, id);
  if (!post) return MISSING_PAGE;
  return {
    head: blogPageHead(post, origin),
    queries: async (keys) => [{ key: keys.post(rawId ?? ''), data: await blogPostAnswer(db, post) }],
  };
}

/** The posts written on the dashboard, oldest first, dated by their last edit (else their day). */
export async function blogSitemapEntries(db: Queryable): Promise<SitemapEntry[]> {
  const rows = await q.listPostDatesAfter(db, BUILTIN_POST_MAX_ID);
  return rows.map((row) => ({
    path: blogPath({ blogID: row.id, slug: row.slug }),
    lastModified: row.updatedAt?.toISOString() ?? row.publishedOn,
  }));
}

/** /blogs lists the posts written on the dashboard too: its list is read afresh, for its filter and page. */
export function blogListQueries(
  db: Db,
  pathname: string,
  search: URLSearchParams,
): LivePage['queries'] | null {
  if (pathname !== '/blogs') return null;
  const { category, page } = blogListFilter(search);
  return async (keys) => [
    {
      key: keys.list(category, page),
      data: await listBlogPosts(db, { category: category ?? undefined, page }),
    },
  ];
}

/**
 * A built-in article's related posts can be posts written on the dashboard since the build: its
 * answer is read afresh, so the page shows them, and the browser hydrates it with data it need not
 * fetch again (the fetch would load the API schemas).
 */
export function builtinPostQueries(db: Queryable, pathname: string): LivePage['queries'] | null {
  const rawId = POST_ADDRESS.exec(pathname)?.[1];
  const id = rawId === undefined ? null : parseSerialId(rawId);
  if (rawId === undefined || id === null || !isBuiltinPost(id)) return null;
  return async (keys) => {
    const post = await q.findPost(db, id);
    if (!post) throw new Error(`the built-in post ${id} is not in the database`);
    return [{ key: keys.post(rawId), data: await blogPostAnswer(db, post) }];
  };
}

/** The blog's part of the live site, for registerWeb. */
export const blogLivePages = (db: Db, origin: string): LivePages => ({
  page: (pathname) => blogPostPage(db, origin, pathname),
  prerenderedQueries: (pathname, search) =>
    blogListQueries(db, pathname, search) ?? builtinPostQueries(db, pathname),
  sitemapEntries: () => blogSitemapEntries(db),
});

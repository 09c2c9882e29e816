/** Which pages are prerendered, which the browser renders alone, and what the sitemap lists. */
import {
  BlogMessages,
  type BlogPost,
  type BlogPostResponse,
  blogPath,
  PAGE_SIZE,
  RELATED_POSTS_MAX,
} from '@chatgate/contracts';
import { BUILTIN_POSTS, type BuiltinPost } from '@chatgate/contracts/builtin-posts';
import type { PrefilledQuery } from '../src/entry-server';

export interface PublicPage {
  path: string;
  /** Listed in sitemap.xml (pages marked noindex are not). */
  indexed: boolean;
  /** YYYY-MM-DD, for the sitemap. */
  lastModified?: string;
  /** Queries the page reads, answered at build time as the API would. */
  queries?: (keys: BlogKeys) => PrefilledQuery[];
}

export interface BlogKeys {
  list: (category: null, page: number) => readonly unknown[];
  post: (id: string) => readonly unknown[];
}

const STATIC_PAGES = [
  '/',
  '/services',
  '/waautomation',
  '/gautomation',
  '/privacy',
  '/terms',
  '/about',
  '/careers',
  '/contactus',
  '/auth',
  '/auth/signup',
].map((path): PublicPage => ({ path, indexed: true }));

/**
 * Address patterns the browser renders from the SPA shell: pages behind a login, pages that only
 * make sense with a token from an e-mail, and posts published after the build.
 */
export const CLIENT_RENDERED_PATTERNS = [
  '^/dashboard(?:/.*)?$',
  '^/auth/reset-password$',
  '^/newsletter/(?:confirm|unsubscribe)$',
  '^/blogs/[^/]+(?:/[^/]+)?$',
];

/** A built-in post as GET /blogs/:id answers it (the server seeds the same posts). */
const asView = (post: BuiltinPost): BlogPost => ({
  blogID: post.id,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  category: post.category,
  posted_by: post.author,
  date: post.date,
  readTime: post.readTime,
  blogImg: post.image,
  content: post.content,
});

const summary = ({ content: _, ...rest }: BlogPost) => rest;
const newestFirst = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date) || b.blogID - a.blogID;

function blogPages(): PublicPage[] {
  const posts = BUILTIN_POSTS.map(asView).sort(newestFirst);
  const list = {
    message: BlogMessages.found,
    result: posts.slice(0, PAGE_SIZE).map(summary),
    total: posts.length,
    page: 1,
    pageSize: PAGE_SIZE,
  };
  const articles = posts.map((post): PublicPage => {
    const related = posts.filter((p) => p.category === post.category && p.blogID !== post.blogID);
    const answer: BlogPostResponse = {
      message: BlogMessages.postFound,
      result: post,
      related: related.slice(0, RELATED_POSTS_MAX).map(summary),
    };
    return {
      path: blogPath(post),
      indexed: true,
      lastModified: post.date,
      queries: (keys) => [{ key: keys.post(String(post.blogID)), data: answer }],
    };
  });
  return [
    { path: '/blogs', indexed: true, queries: (keys) => [{ key: keys.list(null, 1), data: list }] },
    ...articles,
  ];
}

export const PUBLIC_PAGES: PublicPage[] = [
  ...STATIC_PAGES,
  { path: '/auth/forgot-password', indexed: false },
  ...blogPages(),
];

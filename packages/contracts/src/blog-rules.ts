/**
 * The blog's rules, constants and texts, free of zod so that the public blog pages hydrate without
 * loading the schemas (blogs.ts holds those, and re-exports all of this).
 */
import { BLOG_EXCERPT_LENGTH } from './constants';
import { PAGE_INVALID, parsePageNumber } from './page-number';

/** The public blog's categories (spec 2.6), in the order of the filter buttons. */
export const BLOG_CATEGORIES = [
  'WhatsApp API',
  'Google Automation',
  'Chatbots',
  'Security',
  'Business',
  'Integration',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The HTML tags the built-in posts are written with. */
export const BUILTIN_POST_TAGS = [
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'pre',
  'code',
  'strong',
  'em',
  'a',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The tags a post written on the dashboard keeps after the server's sanitising. */
export const BLOG_HTML_TAGS = [...BUILTIN_POST_TAGS, 'br', 'img'] as const;

/** Bounds of the blog creation form (spec 2.11 shows none). */
export const BLOG_TITLE_MAX = 200;
export const BLOG_SLUG_MAX = 120;
export const BLOG_CONTENT_MAX = 200_000;
export const BLOG_AUTHOR_MAX = 100;
/** Characters of text a created post's stored excerpt keeps (cards cut it further). */
export const BLOG_STORED_EXCERPT_LENGTH = 200;
/** Words read per minute behind a created post's "N min read". */
export const BLOG_WORDS_PER_MINUTE = 200;
/** Where uploaded cover images are served (blog_posts.image holds `${BLOG_IMAGES_PATH}/<name>`). */
export const BLOG_IMAGES_PATH = '/api/v1/blogs/images';

/** The filter buttons of /blogs: All, then every category. */
export const BLOG_FILTER_ALL = 'All';

export const BlogMessages = {
  found: 'Blogs Found',
  postFound: 'Blog Found',
  notFound: 'Blog Post Not Found',
  notFoundText: "The blog post you're looking for doesn't exist.",
  created: 'Blog Created',
  categoryInvalid: `Category must be one of: ${BLOG_CATEGORIES.join(', ')}`,
  pageInvalid: PAGE_INVALID,
  slugTaken: 'A blog post with this slug already exists',
  createdTitle: 'Blog Post Created',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BLOG_TITLE_MAX} characters`,
  slugInvalid: 'The slug needs at least one letter or digit',
  slugTooLong: `The slug must be at most ${BLOG_SLUG_MAX} characters`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${BLOG_CONTENT_MAX} characters`,
  postedByTooLong: `The author name must be at most ${BLOG_AUTHOR_MAX} characters`,
  updated: 'Blog Post Updated',
  deleted: 'Blog Post Deleted',
  builtinLocked:
    'The built-in articles ship with Chatgate and are updated with it; they cannot be edited or deleted here',
  removeImageInvalid: 'removeImage must be true or false',
} as const;

/** The confirmation before a post is deleted (the dashboard's list and the article page ask the same). */
export const blogDeleteConfirmText = (title: string) =>
  `“${title}” disappears from the blog, with its featured image. This action cannot be undone.`;

/** The built-in articles are ids 1 to 6; posts written on the dashboard are numbered after them. */
export const BUILTIN_POST_MAX_ID = 6;
export const isBuiltinPost = (blogID: number) => blogID <= BUILTIN_POST_MAX_ID;

/**
 * The /blogs page's filter as its address gives it (`?category=&page=`), anything unreadable read
 * as the default: the page and the server rendering it read the same list.
 */
export function blogListFilter(params: { get(name: string): string | null }): {
  category: BlogCategory | null;
  page: number;
} {
  return {
    category: BLOG_CATEGORIES.find((category) => category === params.get('category')) ?? null,
    page: parsePageNumber(params.get('page') ?? undefined) ?? 1,
  };
}

/** The card excerpt (spec 9): at most BLOG_EXCERPT_LENGTH characters, cut at a word, then an ellipsis. */
export function blogExcerpt(text: string, max = BLOG_EXCERPT_LENGTH): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The article's address: /blogs/{id}/{slug}. */
export const blogPath = (post: { blogID: number; slug: string }) => `/blogs/${post.blogID}/${post.slug}`;

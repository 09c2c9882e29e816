import { z } from 'zod';
import { BLOG_EXCERPT_LENGTH } from './constants';

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

/** The filter buttons of /blogs: All, then every category. */
export const BLOG_FILTER_ALL = 'All';

export const BlogMessages = {
  found: 'Blogs Found',
  postFound: 'Blog Found',
  notFound: 'Blog Post Not Found',
  notFoundText: "The blog post you're looking for doesn't exist.",
  created: 'Blog Created',
  categoryInvalid: `Category must be one of: ${BLOG_CATEGORIES.join(', ')}`,
  pageInvalid: 'Page must be a whole number of 1 or more',
  slugTaken: 'A blog post with this slug already exists',
} as const;

/** A post as the list and the cards show it (spec 3 and 7.2 field names). */
export const BlogSummarySchema = z.object({
  blogID: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The whole excerpt; pages cut it with blogExcerpt(). */
  excerpt: z.string(),
  category: z.enum(BLOG_CATEGORIES).nullable(),
  posted_by: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  readTime: z.string(),
  /** A path under the site, e.g. /blog/slug.svg. */
  blogImg: z.string().nullable(),
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

/** A whole post: the summary and its HTML body (sanitised by the server). */
export const BlogPostSchema = BlogSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogListQuerySchema = z.object({
  category: z.enum(BLOG_CATEGORIES, { error: BlogMessages.categoryInvalid }).optional(),
  page: z.coerce
    .number({ error: BlogMessages.pageInvalid })
    .int(BlogMessages.pageInvalid)
    .min(1, BlogMessages.pageInvalid)
    .max(1_000_000, BlogMessages.pageInvalid)
    .default(1),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;

export const BlogListResponseSchema = z.object({
  message: z.string(),
  result: z.array(BlogSummarySchema),
  /** Posts matching the filter, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

/** Any text: the service answers 404 for ids that are not a post's (non-numeric ones included). */
export const BlogIdParamsSchema = z.object({ id: z.string().max(40) });

export const BlogPostResponseSchema = z.object({
  message: z.string(),
  result: BlogPostSchema,
  /** Up to RELATED_POSTS_MAX posts of the same category, newest first. */
  related: z.array(BlogSummarySchema),
});
export type BlogPostResponse = z.infer<typeof BlogPostResponseSchema>;

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

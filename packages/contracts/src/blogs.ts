import { z } from 'zod';
import {
  BLOG_AUTHOR_MAX,
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  BlogMessages,
} from './blog-rules';
import { pageField, removeFlagField } from './fields';

export * from './blog-rules';

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
  page: pageField,
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
export const BlogIdParamsSchema = z.object({
  id: z
    .string()
    .max(40)
    .meta({ examples: ['7'] }),
});

export const BlogPostResponseSchema = z.object({
  message: z.string(),
  result: BlogPostSchema,
  /** Up to RELATED_POSTS_MAX posts of the same category, newest first. */
  related: z.array(BlogSummarySchema),
});
export type BlogPostResponse = z.infer<typeof BlogPostResponseSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

/**
 * The blog creation form (multipart, spec 7.2: title, slug, content, postedBy, faceImg). The slug
 * is derived from the title when empty; the content is HTML the server sanitises.
 */
export const BlogCreateFieldsSchema = z.object({
  title: z
    .string({ error: BlogMessages.titleRequired })
    .trim()
    .min(1, BlogMessages.titleRequired)
    .max(BLOG_TITLE_MAX, BlogMessages.titleTooLong)
    .meta({ examples: ['Five order updates customers actually read'] }),
  slug: optionalText(BLOG_SLUG_MAX * 2, BlogMessages.slugTooLong),
  content: z
    .string({ error: BlogMessages.contentRequired })
    .trim()
    .min(1, BlogMessages.contentRequired)
    .max(BLOG_CONTENT_MAX, BlogMessages.contentTooLong)
    .meta({ examples: ['<p>Short, timely messages get read. Here are five we see work.</p>'] }),
  postedBy: optionalText(BLOG_AUTHOR_MAX, BlogMessages.postedByTooLong),
  category: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(BLOG_CATEGORIES, { error: BlogMessages.categoryInvalid }).optional(),
  ),
});
export type BlogCreateFields = z.infer<typeof BlogCreateFieldsSchema>;

/**
 * The blog edit form: the create form's fields (the same rules) and removeImage (`true` drops the
 * featured image; a new faceImg replaces it either way). postedBy left out keeps the author.
 */
export const BlogUpdateFieldsSchema = BlogCreateFieldsSchema.extend({
  removeImage: removeFlagField(BlogMessages.removeImageInvalid),
});

export const BlogCreatedResponseSchema = z.object({ message: z.string(), result: BlogPostSchema });
export type BlogCreatedResponse = z.infer<typeof BlogCreatedResponseSchema>;

export const BlogImageParamsSchema = z.object({
  fileName: z
    .string()
    .max(200)
    .meta({ examples: ['8b3c5d7e-1f2a-4b6c-9d8e-7f6a5b4c3d2e.webp'] }),
});

import {
  BLOG_CATEGORIES,
  BLOG_SLUG_MAX,
  BlogCreateFieldsSchema,
  BlogMessages,
  type BlogPost,
  IMAGE_UPLOAD_TYPES,
  slugify,
  UploadMessages,
} from '@chatgate/contracts';
import { z } from 'zod';

/** The content a new post starts with, and Reset brings back (spec 2.11). */
export const BLOG_WELCOME_CONTENT = '<p>Welcome to our blog! Start writing your post here.</p>';

/** The slug a post gets: the given one, else the title's, by the rule of spec 5. */
export const postSlug = (slug: string, title: string): string => slugify(slug.trim() || title);

/** The form as typed; the server applies the same rules (BlogCreateFieldsSchema). */
export const BlogFormSchema = z
  .object({
    title: BlogCreateFieldsSchema.shape.title,
    slug: z.string(),
    content: BlogCreateFieldsSchema.shape.content,
    category: z.union([z.literal(''), z.enum(BLOG_CATEGORIES)]),
  })
  .superRefine((values, ctx) => {
    const slug = postSlug(values.slug, values.title);
    if (values.title.trim() && !slug)
      ctx.addIssue({ code: 'custom', path: ['slug'], message: BlogMessages.slugInvalid });
    if (slug.length > BLOG_SLUG_MAX)
      ctx.addIssue({ code: 'custom', path: ['slug'], message: BlogMessages.slugTooLong });
  });
export type BlogFormValues = z.infer<typeof BlogFormSchema>;

/** A fresh form, and what Reset restores: no title or slug, the welcome line, no category. */
export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  slug: '',
  content: BLOG_WELCOME_CONTENT,
  category: '',
};

/** The edit form starts from the post as stored. */
export const postFormValues = (post: BlogPost): BlogFormValues => ({
  title: post.title,
  slug: post.slug,
  content: post.content,
  category: post.category ?? '',
});

/**
 * The slug field after the title changed: it follows the title until the author edits it, and
 * follows again once they empty it.
 */
export function slugForTitle(title: string, slug: string, editedByHand: boolean): string {
  return editedByHand && slug.trim() ? slug : slugify(title);
}

/** Why a chosen featured image is refused, or undefined when it is an image the server takes. */
export function imageFileError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (file.size === 0) return UploadMessages.empty;
  return (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)
    ? undefined
    : UploadMessages.imagesOnly;
}

/**
 * The multipart body of POST /blogs/create (spec 7.2): title, slug, content, postedBy, category,
 * faceImg. An edit sends no postedBy (the author stays) and, without a new image, may ask to
 * remove the stored one.
 */
export function blogFormData(
  values: BlogFormValues,
  image: File | null,
  postedBy: string | undefined,
  removeImage = false,
): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('slug', postSlug(values.slug, values.title));
  form.append('content', values.content);
  if (postedBy?.trim()) form.append('postedBy', postedBy.trim());
  if (values.category) form.append('category', values.category);
  if (image) form.append('faceImg', image, image.name);
  else if (removeImage) form.append('removeImage', 'true');
  return form;
}

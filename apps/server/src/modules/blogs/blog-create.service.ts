import {
  BLOG_IMAGES_PATH,
  BLOG_SLUG_MAX,
  type BlogCreatedResponse,
  type BlogCreateFields,
  BlogCreateFieldsSchema,
  BlogMessages,
  slugify,
  UploadMessages,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import type { ContentDeps, ContentForm } from '../content/news-view';
import {
  findUploadByName,
  parseFormFields,
  type UploadRow,
  withStoredUpload,
} from '../uploads/uploads.service';
import { findUserById } from '../users/users.service';
import { htmlText, sanitizeBlogHtml, textSummary } from './blog-html';
import * as q from './blogs.queries';
import { createBlogPost } from './blogs.service';

export type BlogCreateDeps = ContentDeps;

export const coverPath = (upload: UploadRow) => `${BLOG_IMAGES_PATH}/${upload.fileName}`;

/** The slug rule of spec 5 applied to the given slug, else to the title. */
function postSlug(slug: string | undefined, title: string): string {
  const clean = slugify(slug || title);
  if (!clean) throw badRequest(BlogMessages.slugInvalid);
  if (clean.length > BLOG_SLUG_MAX) throw badRequest(BlogMessages.slugTooLong);
  return clean;
}

/**
 * What the create and edit forms decide of a post: the slug, the sanitised HTML (400 when
 * nothing is left of it), its excerpt and read time, the title and the category.
 */
export function writtenPost(input: BlogCreateFields) {
  const content = sanitizeBlogHtml(input.content);
  const text = htmlText(content);
  if (!text && !content.includes('<img')) throw badRequest(BlogMessages.contentRequired);
  return {
    slug: postSlug(input.slug, input.title),
    title: input.title,
    content,
    ...textSummary(text),
    category: input.category ?? null,
  };
}

/**
 * POST /blogs/create (Admin): the post with sanitised HTML, its excerpt and read time from the
 * text, today's date, the caller's name unless postedBy is given, and the optional cover image.
 */
export async function createBlogFromForm(
  { db, dataDir }: BlogCreateDeps,
  caller: AuthenticatedUser,
  form: ContentForm,
): Promise<BlogCreatedResponse> {
  const input = parseFormFields(BlogCreateFieldsSchema, form.fields);
  const written = writtenPost(input);
  const author = input.postedBy ?? (await findUserById(db, caller.id))?.name ?? '';
  const upload = { file: form.files.faceImg, policy: 'image' as const, uploadedBy: caller.id };
  const post = await withStoredUpload(db, dataDir, upload, (tx, stored) =>
    createBlogPost(
      tx,
      {
        ...written,
        author,
        image: stored ? coverPath(stored) : null,
        publishedOn: new Date().toISOString().slice(0, 10),
      },
      caller.id,
    ),
  );
  return { message: BlogMessages.created, result: post };
}

/** GET /blogs/images/:fileName: a post's cover, public; other uploads are not served here. */
export async function blogCoverImage(db: Db, fileName: string): Promise<UploadRow> {
  const upload = await findUploadByName(db, fileName);
  if (!upload || !(await q.isCoverImage(db, coverPath(upload)))) throw notFound(UploadMessages.notFound);
  return upload;
}

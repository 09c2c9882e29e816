import {
  BLOG_IMAGES_PATH,
  type BlogCreatedResponse,
  BlogMessages,
  BlogUpdateFieldsSchema,
  isBuiltinPost,
  type MessageResponse,
} from '@chatgate/contracts';
import { conflict, forbidden, notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { parseSerialId } from '../../http/serial-id';
import type { ContentForm } from '../content/news-view';
import { dropUpload, editStoredUpload, parseFormFields, removeUploadFiles } from '../uploads/uploads.service';
import { type BlogCreateDeps, coverPath, writtenPost } from './blog-create.service';
import * as q from './blogs.queries';
import { toPost } from './blogs.service';

/** The stored upload behind a cover path (/api/v1/blogs/images/<name>); null for the built-in covers. */
const storedCover = (image: string | null) =>
  image?.startsWith(`${BLOG_IMAGES_PATH}/`) ? image.slice(BLOG_IMAGES_PATH.length + 1) : null;

/** A post written on the dashboard: 404 for no post, 403 for a built-in article. */
async function editablePost(db: BlogCreateDeps['db'], rawId: string): Promise<q.BlogPostRow> {
  const id = parseSerialId(rawId);
  const row = id === null ? undefined : await q.findPost(db, id);
  if (!row) throw notFound(BlogMessages.notFound);
  if (isBuiltinPost(row.id)) throw forbidden(BlogMessages.builtinLocked);
  return row;
}

/**
 * PUT /blogs/:id (Admin): the create form's fields and rules (409 for another post's slug); the
 * author stays unless postedBy is given, the date stays. A new faceImg replaces the cover,
 * removeImage drops it; the old file leaves the disk after the commit.
 */
export async function updateBlogFromForm(
  { db, dataDir }: BlogCreateDeps,
  caller: AuthenticatedUser,
  rawId: string,
  form: ContentForm,
): Promise<BlogCreatedResponse> {
  const existing = await editablePost(db, rawId);
  const input = parseFormFields(BlogUpdateFieldsSchema, form.fields);
  const written = writtenPost(input);
  const upload = {
    file: form.files.faceImg,
    remove: input.removeImage,
    policy: 'image' as const,
    uploadedBy: caller.id,
  };
  const post = await editStoredUpload(db, dataDir, upload, async (tx, pick) => {
    const row = await q.updatePost(tx, existing.id, {
      ...written,
      author: input.postedBy ?? existing.author,
      image: pick(existing.image, coverPath),
    });
    if (!row) throw conflict(BlogMessages.slugTaken);
    return { result: row, previous: { fileName: storedCover(existing.image) } };
  });
  return { message: BlogMessages.updated, result: toPost(post) };
}

/** DELETE /blogs/:id (Admin): the post leaves the blog, its list and related posts; its cover file goes too. */
export async function deleteBlogPost(
  { db, dataDir }: BlogCreateDeps,
  rawId: string,
): Promise<MessageResponse> {
  const existing = await editablePost(db, rawId);
  const dropped = await db.transaction(async (tx) => {
    const row = await q.deletePost(tx, existing.id);
    if (!row) throw notFound(BlogMessages.notFound);
    const cover = storedCover(row.image);
    return cover ? dropUpload(tx, { fileName: cover }) : [];
  });
  await removeUploadFiles(dataDir, dropped);
  return { message: BlogMessages.deleted };
}

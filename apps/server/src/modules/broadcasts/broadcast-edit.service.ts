import { BroadcastMessages, type MessageResponse, NewsUpdateFieldsSchema } from '@chatgate/contracts';
import { notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { deleteNews, editNews, existingNewsId, type NewsRows } from '../content/news-edit';
import type { ContentForm } from '../content/news-view';
import { parseFormFields } from '../uploads/uploads.service';
import * as q from './broadcasts.queries';
import type { BroadcastDeps } from './broadcasts.service';

const BROADCAST_ROWS: NewsRows = {
  find: q.findBroadcast,
  update: q.updateBroadcast,
  remove: q.deleteBroadcast,
  notFound: () => notFound(BroadcastMessages.notFound),
};

/**
 * PUT /:id (Admin, CRM): new subject and description by the create form's rules; a new file
 * replaces the attachment, removeFile drops it (the old file leaves the disk after the commit).
 * Who has read it stays as it was.
 */
export async function updateBroadcast(
  deps: BroadcastDeps,
  caller: AuthenticatedUser,
  rawId: string,
  form: ContentForm,
): Promise<{ message: string; broadID: number }> {
  const id = await existingNewsId(deps.db, BROADCAST_ROWS, rawId);
  const input = parseFormFields(NewsUpdateFieldsSchema, form.fields);
  await editNews(deps, BROADCAST_ROWS, caller, id, { ...input, file: form.files.file });
  return { message: BroadcastMessages.updated, broadID: id };
}

/** DELETE /:id (Admin, CRM): the broadcast, everyone's read marks and its attachment, file included. */
export async function deleteBroadcast(deps: BroadcastDeps, rawId: string): Promise<MessageResponse> {
  await deleteNews(deps, BROADCAST_ROWS, rawId);
  return { message: BroadcastMessages.deleted };
}

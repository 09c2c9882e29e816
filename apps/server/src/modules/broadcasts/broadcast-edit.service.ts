import { BroadcastMessages, type MessageResponse, NewsUpdateFieldsSchema } from '@chatgate/contracts';
import { notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { parseSerialId } from '../../http/serial-id';
import type { ContentForm } from '../content/news-view';
import { dropUpload, parseFormFields, removeUploadFiles, withStoredUpload } from '../uploads/uploads.service';
import * as q from './broadcasts.queries';
import type { BroadcastDeps } from './broadcasts.service';

const notFoundError = () => notFound(BroadcastMessages.notFound);

/** The id of an existing broadcast; 404 before anything else is looked at. */
async function existingId(db: BroadcastDeps['db'], rawId: string): Promise<number> {
  const id = parseSerialId(rawId);
  if (id === null || !(await q.findBroadcast(db, id))) throw notFoundError();
  return id;
}

/**
 * PUT /:id (Admin, CRM): new subject and description by the create form's rules; a new file
 * replaces the attachment, removeFile drops it (the old file leaves the disk after the commit).
 * Who has read it stays as it was.
 */
export async function updateBroadcast(
  { db, dataDir }: BroadcastDeps,
  caller: AuthenticatedUser,
  rawId: string,
  form: ContentForm,
): Promise<{ message: string; broadID: number }> {
  const id = await existingId(db, rawId);
  const input = parseFormFields(NewsUpdateFieldsSchema, form.fields);
  const upload = { file: form.files.file, policy: 'attachment' as const, uploadedBy: caller.id };
  const dropped = await withStoredUpload(db, dataDir, upload, async (tx, stored) => {
    const existing = await q.findBroadcast(tx, id);
    if (!existing) throw notFoundError();
    const replaced = stored !== undefined || input.removeFile;
    await q.updateBroadcast(tx, id, {
      subject: input.subject,
      description: input.description,
      uploadId: stored?.id ?? (replaced ? null : existing.uploadId),
    });
    return replaced ? dropUpload(tx, { id: existing.uploadId }) : [];
  });
  await removeUploadFiles(dataDir, dropped);
  return { message: BroadcastMessages.updated, broadID: id };
}

/** DELETE /:id (Admin, CRM): the broadcast, everyone's read marks and its attachment, file included. */
export async function deleteBroadcast(
  { db, dataDir }: BroadcastDeps,
  rawId: string,
): Promise<MessageResponse> {
  const id = parseSerialId(rawId);
  if (id === null) throw notFoundError();
  const dropped = await db.transaction(async (tx) => {
    const existing = await q.findBroadcast(tx, id);
    if (!existing) throw notFoundError();
    await q.deleteBroadcast(tx, id);
    return dropUpload(tx, { id: existing.uploadId });
  });
  await removeUploadFiles(dataDir, dropped);
  return { message: BroadcastMessages.deleted };
}

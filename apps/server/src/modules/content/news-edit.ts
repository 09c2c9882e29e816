import type { Db, Queryable, Tx } from '../../db/client';
import type { AppError } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { parseSerialId } from '../../http/serial-id';
import {
  dropUpload,
  editStoredUpload,
  type IncomingFile,
  removeUploadFiles,
} from '../uploads/uploads.service';
import type { ContentDeps } from './news-view';

/** What editing and deleting a news item (an announcement, a broadcast) needs of its table. */
export interface NewsRows {
  /** The item's row, locked for the edit or delete. */
  find(db: Queryable, id: number): Promise<{ uploadId: string | null } | undefined>;
  update(
    db: Queryable,
    id: number,
    row: { subject: string; description: string; uploadId: string | null },
  ): Promise<void>;
  remove(db: Queryable, id: number): Promise<void>;
  notFound(): AppError;
}

export interface NewsEdit {
  subject: string;
  description: string;
  /** Drops the attachment; a new `file` replaces it either way. */
  removeFile: boolean;
  file: IncomingFile | undefined;
}

/** The id of an existing item; 404 before anything else is looked at. */
export async function existingNewsId(db: Db, rows: NewsRows, rawId: string): Promise<number> {
  const id = parseSerialId(rawId);
  if (id === null || !(await rows.find(db, id))) throw rows.notFound();
  return id;
}

/**
 * Saves new subject and description; a new file replaces the attachment and `removeFile` drops it.
 * `alongside` runs in the same transaction. The old attachment's row goes with the commit and its
 * file leaves the disk after it.
 */
export async function editNews(
  { db, dataDir }: ContentDeps,
  rows: NewsRows,
  caller: AuthenticatedUser,
  id: number,
  edit: NewsEdit,
  alongside: (tx: Tx) => Promise<void> = async () => {},
): Promise<void> {
  const upload = {
    file: edit.file,
    remove: edit.removeFile,
    policy: 'attachment' as const,
    uploadedBy: caller.id,
  };
  await editStoredUpload(db, dataDir, upload, async (tx, pick) => {
    const existing = await rows.find(tx, id);
    if (!existing) throw rows.notFound();
    await rows.update(tx, id, {
      subject: edit.subject,
      description: edit.description,
      uploadId: pick(existing.uploadId, (stored) => stored.id),
    });
    await alongside(tx);
    return { result: undefined, previous: { id: existing.uploadId } };
  });
}

/** Deletes the item and its attachment, file included; `alongside` runs first, in the same transaction. */
export async function deleteNews(
  { db, dataDir }: ContentDeps,
  rows: NewsRows,
  rawId: string,
  alongside: (tx: Tx, id: number) => Promise<void> = async () => {},
): Promise<void> {
  const id = parseSerialId(rawId);
  if (id === null) throw rows.notFound();
  const dropped = await db.transaction(async (tx) => {
    const existing = await rows.find(tx, id);
    if (!existing) throw rows.notFound();
    await alongside(tx, id);
    await rows.remove(tx, id);
    return dropUpload(tx, { id: existing.uploadId });
  });
  await removeUploadFiles(dataDir, dropped);
}

import {
  type Broadcast,
  type BroadcastListResponse,
  BroadcastMessages,
  type BroadcastResponse,
  NewsFieldsSchema,
  type NewsViewRequest,
  UploadMessages,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { parseSerialId } from '../../http/serial-id';
import {
  type ContentDeps,
  type ContentForm,
  type NewsRow,
  newsFields,
  newsPage,
  pageWindow,
} from '../content/news-view';
import {
  findUploadByName,
  parseFormFields,
  type UploadRow,
  withStoredUpload,
} from '../uploads/uploads.service';
import * as q from './broadcasts.queries';

export type BroadcastDeps = ContentDeps;

const toBroadcast = (row: NewsRow): Broadcast => ({ broadID: row.id, ...newsFields(row) });

/**
 * POST /create (Admin, CRM): a broadcast to every user, with the optional attachment. Its author
 * has read it, so it never counts as unread in their own top bar.
 */
export async function createBroadcast(
  { db, dataDir }: BroadcastDeps,
  caller: AuthenticatedUser,
  form: ContentForm,
): Promise<{ message: string; broadID: number }> {
  const input = parseFormFields(NewsFieldsSchema, form.fields);
  const upload = { file: form.files.file, policy: 'attachment' as const, uploadedBy: caller.id };
  const broadID = await withStoredUpload(db, dataDir, upload, async (tx, stored) => {
    const id = await q.insertBroadcast(tx, { ...input, uploadId: stored?.id ?? null, createdBy: caller.id });
    await q.markRead(tx, id, caller.id);
    return id;
  });
  return { message: BroadcastMessages.created, broadID };
}

/** POST /view: every broadcast, newest first, with the caller's read state. */
export async function listBroadcasts(
  db: Db,
  caller: AuthenticatedUser,
  request: NewsViewRequest,
): Promise<BroadcastListResponse> {
  const { rows, total } = await q.listForViewer(db, caller.id, pageWindow(request.page));
  return newsPage(BroadcastMessages.found, rows.map(toBroadcast), total, request.page);
}

/** GET /:id: one broadcast; opening it marks it read for the caller. */
export async function getBroadcast(
  db: Db,
  caller: AuthenticatedUser,
  rawId: string,
): Promise<BroadcastResponse> {
  const id = parseSerialId(rawId);
  const row = id === null ? undefined : await q.findForViewer(db, id, caller.id);
  if (!row) throw notFound(BroadcastMessages.notFound);
  if (!row.read) await q.markRead(db, row.id, caller.id);
  return { message: BroadcastMessages.oneFound, result: toBroadcast({ ...row, read: true }) };
}

/** GET /broadcastFiles/:fileName: a broadcast's attachment, for any signed-in user. */
export async function broadcastFile(db: Db, fileName: string): Promise<UploadRow> {
  const upload = await findUploadByName(db, fileName);
  if (!upload || !(await q.isBroadcastUpload(db, upload.id))) throw notFound(UploadMessages.notFound);
  return upload;
}

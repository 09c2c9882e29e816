import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UploadMessages } from '@chatgate/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Queryable, Tx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { fileSize, sendDownload } from '../../http/file-download';
import { detectFileKind, type UploadPolicy } from './file-kind';
import {
  acceptMultipart,
  type IncomingFile,
  parseFormFields,
  readMultipart,
  uploadMaxBytes,
} from './multipart';
import * as q from './uploads.queries';

export { POLICY_WORDS, type UploadPolicy } from './file-kind';
export type { IncomingFile } from './multipart';
export type { UploadRow } from './uploads.queries';
export { acceptMultipart, parseFormFields, readMultipart };

/** The only shape a stored name has: `<uuid>.<extension>`; anything else (a path, `..`) names nothing. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * The uploader's name for a file, fit to show and store: no folders, no control characters (NUL
 * is refused by PostgreSQL), bounded; `fallback` when nothing is left.
 */
export function cleanOriginalName(filename: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-200);
  return clean || fallback;
}

/** Checks the content (magic bytes) against the policy and the size limit, stores it under <dataDir>/uploads with a server-made name, inserts the uploads row; throws AppError 400/413/415 in clear words. */
export async function storeUpload(
  db: Queryable,
  dataDir: string,
  file: IncomingFile,
  policy: UploadPolicy,
  uploadedBy: string | null,
): Promise<q.UploadRow> {
  if (file.buffer.length === 0) throw badRequest(UploadMessages.empty);
  const maxBytes = uploadMaxBytes();
  if (file.buffer.length > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', UploadMessages.tooLarge(maxBytes / 1024 / 1024), 413);
  }
  const kind = await detectFileKind(file.buffer, file.filename, policy);
  const fileName = `${randomUUID()}.${kind.ext}`;
  const target = path.join(uploadsDir(dataDir), fileName);
  await mkdir(uploadsDir(dataDir), { recursive: true });
  await writeFile(target, file.buffer, { flag: 'wx', mode: 0o640 });
  try {
    return await q.insertUpload(db, {
      fileName,
      originalName: cleanOriginalName(file.filename, `file.${kind.ext}`),
      mimeType: kind.mime,
      size: file.buffer.length,
      uploadedBy,
    });
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** Removes a stored file whose row did not commit (the caller's transaction failed after storeUpload). */
export async function discardUploadFile(dataDir: string, upload: q.UploadRow): Promise<void> {
  if (STORED_NAME.test(upload.fileName))
    await rm(path.join(uploadsDir(dataDir), upload.fileName), { force: true });
}

/** Sends a stored file as a download (sendDownload) under its detected type and original name; 404 in words when missing. */
export async function sendUpload(
  reply: FastifyReply,
  dataDir: string,
  upload: q.UploadRow,
  options: { public?: boolean } = {},
): Promise<FastifyReply> {
  const filePath = STORED_NAME.test(upload.fileName) ? path.join(uploadsDir(dataDir), upload.fileName) : null;
  const size = filePath ? await fileSize(filePath) : null;
  if (!filePath || size === null) throw notFound(UploadMessages.notFound);
  const { mimeType, originalName: name } = upload;
  // A stored name never names other bytes, so public files (blog covers) may be cached for good.
  const cacheControl = options.public ? 'public, max-age=31536000, immutable' : 'private, max-age=3600';
  return sendDownload(reply, { path: filePath, size, mimeType, name }, cacheControl);
}

/** The upload stored under a server-made name; undefined for any other name (paths, `..`, unknown). */
export async function findUploadByName(db: Queryable, fileName: string): Promise<q.UploadRow | undefined> {
  if (!STORED_NAME.test(fileName)) return undefined;
  return q.findByFileName(db, fileName);
}

/**
 * Deletes an item's stored upload (by id or stored name) inside the caller's transaction; hand
 * what it returns to removeUploadFiles once the transaction has committed, so a rollback never
 * leaves a row without its file.
 */
export function dropUpload(
  db: Queryable,
  which: { id?: string | null; fileName?: string | null },
): Promise<q.UploadRow[]> {
  return q.deleteUpload(db, which);
}

/** Removes the files of uploads whose rows dropUpload deleted (after the commit). */
export async function removeUploadFiles(dataDir: string, dropped: readonly q.UploadRow[]): Promise<void> {
  await Promise.all(dropped.map((upload) => discardUploadFile(dataDir, upload)));
}

/**
 * Runs `work` in one transaction with the file (when there is one) stored first under the
 * policy; if anything fails, the transaction rolls back and the stored file is removed too.
 */
export async function withStoredUpload<T>(
  db: Db,
  dataDir: string,
  upload: { file: IncomingFile | undefined; policy: UploadPolicy; uploadedBy: string | null },
  work: (tx: Tx, stored: q.UploadRow | undefined) => Promise<T>,
): Promise<T> {
  let stored: q.UploadRow | undefined;
  try {
    return await db.transaction(async (tx) => {
      stored = upload.file
        ? await storeUpload(tx, dataDir, upload.file, upload.policy, upload.uploadedBy)
        : undefined;
      return work(tx, stored);
    });
  } catch (error) {
    if (stored) await discardUploadFile(dataDir, stored);
    throw error;
  }
}

/** An item's one stored upload after an edit: the new file's value, null when dropped, else the kept one. */
export type PickUpload = <V>(kept: V, fromStored: (stored: q.UploadRow) => V) => V | null;

/**
 * Edits an item that holds at most one stored upload: a new `file` replaces it, `remove` drops
 * it, otherwise it stays. `work` saves the item inside withStoredUpload's transaction (choosing
 * its new reference with `pick`) and names the upload it held before; a replaced or dropped
 * upload's row goes with the commit and its file leaves the disk after it.
 */
export async function editStoredUpload<T>(
  db: Db,
  dataDir: string,
  upload: {
    file: IncomingFile | undefined;
    remove: boolean;
    policy: UploadPolicy;
    uploadedBy: string | null;
  },
  work: (
    tx: Tx,
    pick: PickUpload,
  ) => Promise<{ result: T; previous: { id?: string | null; fileName?: string | null } }>,
): Promise<T> {
  const replaced = upload.file !== undefined || upload.remove;
  const { result, dropped } = await withStoredUpload(db, dataDir, upload, async (tx, stored) => {
    const pick: PickUpload = (kept, fromStored) => (stored ? fromStored(stored) : replaced ? null : kept);
    const { result, previous } = await work(tx, pick);
    return { result, dropped: replaced ? await dropUpload(tx, previous) : [] };
  });
  await removeUploadFiles(dataDir, dropped);
  return result;
}

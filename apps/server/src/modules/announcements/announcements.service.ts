import {
  type Announcement,
  AnnouncementCreateFieldsSchema,
  type AnnouncementListResponse,
  AnnouncementMessages,
  type AnnouncementResponse,
  announcementLink,
  isStaffRole,
  type NewsViewRequest,
  UploadMessages,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { parseSerialId } from '../../http/serial-id';
import { type ContentDeps, type ContentForm, newsFields, newsPage, pageWindow } from '../content/news-view';
import { markNotificationsReadByLink, notifyUsers } from '../notifications/notifications.service';
import {
  findUploadByName,
  parseFormFields,
  type UploadRow,
  withStoredUpload,
} from '../uploads/uploads.service';
import { existingUserIds } from '../users/users.service';
import * as q from './announcements.queries';

export type AnnouncementDeps = ContentDeps;

/** Staff see every announcement: one not addressed to them shows how many of its addressees opened it. */
const toAnnouncement = (row: q.AnnouncementRow): Announcement => ({
  announceID: row.id,
  ...newsFields(row),
  ...(!row.isRecipient && { readers: { read: row.openedBy, of: row.addressees } }),
});

/** The recipients, each once and lowercased; 400 unless every one is an existing user. */
export async function knownAddressees(db: Db, recipients: readonly string[]): Promise<string[]> {
  const addressees = [...new Set(recipients.map((id) => id.toLowerCase()))];
  if ((await existingUserIds(db, addressees)).length !== addressees.length) {
    throw badRequest(AnnouncementMessages.recipientUnknown);
  }
  return addressees;
}

/**
 * POST /create (Admin, CRM): the announcement, its addressees and their notifications in one
 * transaction, with the optional attachment. A `uuid` field is ignored: the session decides.
 */
export async function createAnnouncement(
  { db, dataDir }: AnnouncementDeps,
  caller: AuthenticatedUser,
  form: ContentForm,
): Promise<{ message: string; announceID: number }> {
  const input = parseFormFields(AnnouncementCreateFieldsSchema, form.fields, ['recipients']);
  const addressees = await knownAddressees(db, input.recipients);
  const upload = { file: form.files.file, policy: 'attachment' as const, uploadedBy: caller.id };
  const announceID = await withStoredUpload(db, dataDir, upload, async (tx, stored) => {
    const id = await q.insertAnnouncement(tx, {
      subject: input.subject,
      description: input.description,
      uploadId: stored?.id ?? null,
      createdBy: caller.id,
    });
    await q.insertRecipients(tx, id, addressees);
    await notifyUsers(tx, addressees, {
      kind: 'announcement',
      title: input.subject,
      link: announcementLink(id),
    });
    return id;
  });
  return { message: AnnouncementMessages.created, announceID };
}

/** POST /view: staff see every announcement, a user those addressed to them; newest first. */
export async function listAnnouncements(
  db: Db,
  caller: AuthenticatedUser,
  request: NewsViewRequest,
): Promise<AnnouncementListResponse> {
  const viewer = { userId: caller.id, all: isStaffRole(caller.role) };
  const { rows, total } = await q.listForViewer(db, viewer, pageWindow(request.page));
  return newsPage(AnnouncementMessages.found, rows.map(toAnnouncement), total, request.page);
}

const visible = (row: q.AnnouncementRow | undefined, caller: AuthenticatedUser) =>
  row && (row.isRecipient || isStaffRole(caller.role)) ? row : undefined;

/** GET /:id: for its addressees (marking it and its notification read) and staff; others 404. */
export async function getAnnouncement(
  db: Db,
  caller: AuthenticatedUser,
  rawId: string,
): Promise<AnnouncementResponse> {
  const id = parseSerialId(rawId);
  const row = visible(id === null ? undefined : await q.findForViewer(db, id, caller.id), caller);
  if (!row) throw notFound(AnnouncementMessages.notFound);
  if (!row.read) {
    await db.transaction(async (tx) => {
      await q.markRead(tx, row.id, caller.id);
      await markNotificationsReadByLink(tx, caller.id, announcementLink(row.id));
    });
  }
  const result = toAnnouncement({ ...row, read: true });
  if (!isStaffRole(caller.role)) return { message: AnnouncementMessages.oneFound, result };
  return { message: AnnouncementMessages.oneFound, result, recipients: await q.recipientIds(db, row.id) };
}

/** GET /announceFiles/:fileName: the attachment, for its announcement's addressees and staff; others 404. */
export async function announcementFile(
  db: Db,
  caller: AuthenticatedUser,
  fileName: string,
): Promise<UploadRow> {
  const upload = await findUploadByName(db, fileName);
  const owner = upload && visible(await q.findByUploadForViewer(db, upload.id, caller.id), caller);
  if (!upload || !owner) throw notFound(UploadMessages.notFound);
  return upload;
}

import {
  AnnouncementMessages,
  AnnouncementUpdateFieldsSchema,
  announcementLink,
  type MessageResponse,
} from '@chatgate/contracts';
import { notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { parseSerialId } from '../../http/serial-id';
import type { ContentForm } from '../content/news-view';
import {
  notifyUsers,
  retitleNotifications,
  withdrawNotifications,
} from '../notifications/notifications.service';
import { dropUpload, parseFormFields, removeUploadFiles, withStoredUpload } from '../uploads/uploads.service';
import * as q from './announcements.queries';
import type { AnnouncementDeps } from './announcements.service';
import { knownAddressees } from './announcements.service';

const notFoundError = () => notFound(AnnouncementMessages.notFound);

/** The id of an existing announcement; 404 before anything else is looked at. */
async function existingId(db: AnnouncementDeps['db'], rawId: string): Promise<number> {
  const id = parseSerialId(rawId);
  if (id === null || !(await q.findAnnouncement(db, id))) throw notFoundError();
  return id;
}

/**
 * PUT /:id (Admin, CRM): new subject, description and recipients by the create form's rules; a
 * new file replaces the attachment, removeFile drops it. Users taken off the list lose it and
 * its notification; users added are notified; the others' notifications take the new subject.
 */
export async function updateAnnouncement(
  { db, dataDir }: AnnouncementDeps,
  caller: AuthenticatedUser,
  rawId: string,
  form: ContentForm,
): Promise<{ message: string; announceID: number }> {
  const id = await existingId(db, rawId);
  const input = parseFormFields(AnnouncementUpdateFieldsSchema, form.fields, ['recipients']);
  const addressees = await knownAddressees(db, input.recipients);
  const upload = { file: form.files.file, policy: 'attachment' as const, uploadedBy: caller.id };
  const link = announcementLink(id);
  const dropped = await withStoredUpload(db, dataDir, upload, async (tx, stored) => {
    const existing = await q.findAnnouncement(tx, id);
    if (!existing) throw notFoundError();
    const replaced = stored !== undefined || input.removeFile;
    await q.updateAnnouncement(tx, id, {
      subject: input.subject,
      description: input.description,
      uploadId: stored?.id ?? (replaced ? null : existing.uploadId),
    });
    const before = await q.recipientIds(tx, id);
    const removed = before.filter((userId) => !addressees.includes(userId));
    const added = addressees.filter((userId) => !before.includes(userId));
    await q.deleteRecipients(tx, id, removed);
    await withdrawNotifications(tx, link, removed);
    await retitleNotifications(tx, link, input.subject);
    await q.insertRecipients(tx, id, added);
    await notifyUsers(tx, added, { kind: 'announcement', title: input.subject, link });
    return replaced ? dropUpload(tx, { id: existing.uploadId }) : [];
  });
  await removeUploadFiles(dataDir, dropped);
  return { message: AnnouncementMessages.updated, announceID: id };
}

/**
 * DELETE /:id (Admin, CRM): the announcement, its addressee rows, every notification of it (read
 * or not, so no badge counts it) and its attachment, file included.
 */
export async function deleteAnnouncement(
  { db, dataDir }: AnnouncementDeps,
  rawId: string,
): Promise<MessageResponse> {
  const id = parseSerialId(rawId);
  if (id === null) throw notFoundError();
  const dropped = await db.transaction(async (tx) => {
    const existing = await q.findAnnouncement(tx, id);
    if (!existing) throw notFoundError();
    await withdrawNotifications(tx, announcementLink(id));
    await q.deleteAnnouncement(tx, id);
    return dropUpload(tx, { id: existing.uploadId });
  });
  await removeUploadFiles(dataDir, dropped);
  return { message: AnnouncementMessages.deleted };
}

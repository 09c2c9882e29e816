import {
  AnnouncementMessages,
  AnnouncementUpdateFieldsSchema,
  announcementLink,
  type MessageResponse,
} from '@chatgate/contracts';
import { notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { deleteNews, editNews, existingNewsId, type NewsRows } from '../content/news-edit';
import type { ContentForm } from '../content/news-view';
import {
  notifyUsers,
  retitleNotifications,
  withdrawNotifications,
} from '../notifications/notifications.service';
import { parseFormFields } from '../uploads/uploads.service';
import * as q from './announcements.queries';
import type { AnnouncementDeps } from './announcements.service';
import { knownAddressees } from './announcements.service';

const ANNOUNCEMENT_ROWS: NewsRows = {
  find: q.findAnnouncement,
  update: q.updateAnnouncement,
  remove: q.deleteAnnouncement,
  notFound: () => notFound(AnnouncementMessages.notFound),
};

/**
 * PUT /:id (Admin, CRM): new subject, description and recipients by the create form's rules; a
 * new file replaces the attachment, removeFile drops it. Users taken off the list lose it and
 * its notification; users added are notified; the others' notifications take the new subject.
 */
export async function updateAnnouncement(
  deps: AnnouncementDeps,
  caller: AuthenticatedUser,
  rawId: string,
  form: ContentForm,
): Promise<{ message: string; announceID: number }> {
  const id = await existingNewsId(deps.db, ANNOUNCEMENT_ROWS, rawId);
  const input = parseFormFields(AnnouncementUpdateFieldsSchema, form.fields, ['recipients']);
  const addressees = await knownAddressees(deps.db, input.recipients);
  const link = announcementLink(id);
  await editNews(deps, ANNOUNCEMENT_ROWS, caller, id, { ...input, file: form.files.file }, async (tx) => {
    const before = await q.recipientIds(tx, id);
    const removed = before.filter((userId) => !addressees.includes(userId));
    const added = addressees.filter((userId) => !before.includes(userId));
    await q.deleteRecipients(tx, id, removed);
    await withdrawNotifications(tx, link, removed);
    await retitleNotifications(tx, link, input.subject);
    await q.insertRecipients(tx, id, added);
    await notifyUsers(tx, added, { kind: 'announcement', title: input.subject, link });
  });
  return { message: AnnouncementMessages.updated, announceID: id };
}

/**
 * DELETE /:id (Admin, CRM): the announcement, its addressee rows, every notification of it (read
 * or not, so no badge counts it) and its attachment, file included.
 */
export async function deleteAnnouncement(deps: AnnouncementDeps, rawId: string): Promise<MessageResponse> {
  await deleteNews(deps, ANNOUNCEMENT_ROWS, rawId, (tx, id) =>
    withdrawNotifications(tx, announcementLink(id)),
  );
  return { message: AnnouncementMessages.deleted };
}

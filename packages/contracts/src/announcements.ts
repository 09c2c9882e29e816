import { z } from 'zod';
import { EXAMPLE_USER_UUID } from './examples';
import { NewsFieldsSchema, NewsItemFields, newsListResponseSchema, removeFileField } from './news';

/** Addressees of one announcement at most. */
export const ANNOUNCEMENT_RECIPIENTS_MAX = 10_000;

export const AnnouncementMessages = {
  created: 'Data uploaded successfully',
  createdTitle: 'Announcement Created',
  found: 'Announcements Found',
  oneFound: 'Announcement Found',
  notFound: 'Announcement not found',
  recipientsRequired: 'Choose at least one user to receive the announcement',
  recipientInvalid: 'Recipients must be user ids',
  tooManyRecipients: `An announcement can go to at most ${ANNOUNCEMENT_RECIPIENTS_MAX} users`,
  recipientUnknown: 'Every recipient must be an existing user',
  updated: 'Announcement Updated',
  deleted: 'Announcement Deleted',
} as const;

/** Where an announcement opens in the dashboard (spec 2.11), also its notifications' link. */
export const announcementLink = (announceID: number) => `/dashboard/announcement?id=${announceID}`;

/** Repeated `recipients` fields, or one field holding a JSON array of ids. */
function recipientList(value: unknown): unknown {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const only = list.length === 1 ? String(list[0]).trim() : '';
  if (!only.startsWith('[')) return list;
  try {
    return JSON.parse(only);
  } catch {
    return list;
  }
}

/** The announcement form (multipart): subject, description, recipients; `uuid` is ignored. */
export const AnnouncementCreateFieldsSchema = NewsFieldsSchema.extend({
  recipients: z.preprocess(
    recipientList,
    z
      .array(z.uuid({ error: AnnouncementMessages.recipientInvalid }), {
        error: AnnouncementMessages.recipientsRequired,
      })
      .min(1, AnnouncementMessages.recipientsRequired)
      .max(ANNOUNCEMENT_RECIPIENTS_MAX, AnnouncementMessages.tooManyRecipients)
      .meta({ examples: [[EXAMPLE_USER_UUID]] }),
  ),
});
export type AnnouncementCreateFields = z.infer<typeof AnnouncementCreateFieldsSchema>;

/** The edit form: the create form's fields (the same rules) and removeFile. */
export const AnnouncementUpdateFieldsSchema = AnnouncementCreateFieldsSchema.extend({
  removeFile: removeFileField,
});

export const AnnouncementCreatedSchema = z.object({ message: z.string(), announceID: z.number().int() });

export const AnnouncementSchema = z.object({
  announceID: z.number().int(),
  ...NewsItemFields,
  /**
   * For Admin and CRM viewing an announcement not addressed to them: how many of its addressees
   * have opened it (`read` of `of`); absent otherwise.
   */
  readers: z.object({ read: z.number().int(), of: z.number().int() }).optional(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementListResponseSchema = newsListResponseSchema(AnnouncementSchema);
export type AnnouncementListResponse = z.infer<typeof AnnouncementListResponseSchema>;

export const AnnouncementResponseSchema = z.object({
  message: z.string(),
  result: AnnouncementSchema,
  /** Who it goes to (user ids): for Admin and CRM only, so they can edit the list. */
  recipients: z.array(z.string()).optional(),
});
export type AnnouncementResponse = z.infer<typeof AnnouncementResponseSchema>;

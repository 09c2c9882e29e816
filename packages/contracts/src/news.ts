import { z } from 'zod';
import { pageField, removeFlagField } from './fields';
import { PAGE_INVALID } from './page-number';

/** Bounds of the subject and description of an announcement or a broadcast (the spec shows none). */
export const NEWS_SUBJECT_MAX = 200;
export const NEWS_DESCRIPTION_MAX = 10_000;

export const NewsMessages = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${NEWS_SUBJECT_MAX} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${NEWS_DESCRIPTION_MAX} characters`,
  pageInvalid: PAGE_INVALID,
  removeFlagInvalid: 'removeFile must be true or false',
} as const;

/** The text fields of the announcement and broadcast forms; the texts are plain text, never HTML. */
export const NewsFieldsSchema = z.object({
  subject: z
    .string({ error: NewsMessages.subjectRequired })
    .trim()
    .min(1, NewsMessages.subjectRequired)
    .max(NEWS_SUBJECT_MAX, NewsMessages.subjectTooLong)
    .meta({ examples: ['Scheduled maintenance on Sunday'] }),
  description: z
    .string({ error: NewsMessages.descriptionRequired })
    .trim()
    .min(1, NewsMessages.descriptionRequired)
    .max(NEWS_DESCRIPTION_MAX, NewsMessages.descriptionTooLong)
    .meta({ examples: ['Sends are paused from 02:00 to 02:30 IST; queued messages go out after.'] }),
});

/** An edit form's `removeFile`: `true` removes the stored attachment. */
export const removeFileField = removeFlagField(NewsMessages.removeFlagInvalid);

/** A broadcast's edit form (multipart): the create form's fields, the file and removeFile. */
export const NewsUpdateFieldsSchema = NewsFieldsSchema.extend({ removeFile: removeFileField });

/**
 * The view calls' body (spec 7.2 sends {uuid, role}): both are ignored, the session decides
 * what the caller sees; page picks the page of PAGE_SIZE items.
 */
export const NewsViewRequestSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    uuid: z.string().max(100).optional(),
    role: z.string().max(40).optional(),
    page: pageField,
  }),
);
export type NewsViewRequest = z.infer<typeof NewsViewRequestSchema>;

/** What an announcement and a broadcast have in common, as the lists and detail pages show it. */
export const NewsItemFields = {
  subject: z.string(),
  /** Plain text: shown as text, never as HTML. */
  description: z.string(),
  /** The stored attachment's name (for the files link), or null without one. */
  fileName: z.string().nullable(),
  /** The name the file was uploaded with, for the link's label. */
  originalFileName: z.string().nullable(),
  /** ISO 8601 date and time. */
  issueDate: z.string(),
  /** False only while the caller is an addressee who has not opened it yet. */
  read: z.boolean(),
};

/** The view calls' answer shape: {result: {message, result, total, page, pageSize}}. */
export function newsListResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    result: z.object({
      message: z.string(),
      result: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  });
}

/** The detail and files routes' id: any text; ids that name nothing answer 404. */
export const NewsIdParamsSchema = z.object({
  id: z
    .string()
    .max(40)
    .meta({ examples: ['12'] }),
});
export const NewsFileParamsSchema = z.object({
  fileName: z
    .string()
    .max(200)
    .meta({ examples: ['6e2f9a1b-4c7d-4e3a-b8f5-1d0c9b8a7e6f.pdf'] }),
});

import { z } from 'zod';
import { recipientField } from './messaging';
import { SandboxPhoneParamsSchema } from './sandbox';
import { mediaField } from './send-requests';

/** Statuses (stories) a token posts and the ones its contacts post (issue 45). */

/** The chat WhatsApp posts statuses in; a status message's chatId. */
export const STATUS_CHAT = 'status@broadcast';
export const MAX_STATUS_TEXT_LENGTH = 700;
export const MAX_STATUS_RECIPIENTS = 256;
/** WhatsApp's text-status fonts are numbered 0 to 5. */
export const STATUS_FONTS = 6;
export const DEFAULT_STATUS_BACKGROUND = '#128C7E';
/** A status id as the post call answers it, for the documents' examples. */
export const EXAMPLE_STATUS_ID = '5d2a8e41-3b6c-4f9d-8a7e-1c0b2d3e4f5a';
/** How long a status shows (WhatsApp's rule): it can be deleted until then. */
export const STATUS_LIFETIME_SECONDS = 24 * 3600;

export const StatusMessages = {
  bodyRequired: 'The status text (body) is required',
  bodyTooLong: `The status text must be at most ${MAX_STATUS_TEXT_LENGTH} characters`,
  backgroundInvalid: 'backgroundColor must be a colour as #RRGGBB',
  fontInvalid: `font must be a whole number from 0 to ${STATUS_FONTS - 1}`,
  typeInvalid: 'type must be image or video',
  recipientsInvalid: `recipients must be a list of 1 to ${MAX_STATUS_RECIPIENTS} numbers`,
  noContacts: 'The token has no contacts to show a status to yet: give recipients, or message someone first.',
  notAStatus: 'Status not found',
  expired: 'A status disappears 24 hours after it was posted: there is nothing to delete.',
  revoked: 'The status was deleted already.',
  failed: 'The status failed to post: there is nothing to delete.',
} as const;

const recipientsField = z
  .array(recipientField, { error: StatusMessages.recipientsInvalid })
  .min(1, StatusMessages.recipientsInvalid)
  .max(MAX_STATUS_RECIPIENTS, StatusMessages.recipientsInvalid)
  .refine((list) => list.every((to) => !to.includes('@')), StatusMessages.recipientsInvalid)
  .optional()
  .meta({
    description:
      'The numbers who may see it; by default every contact (every number the token has messaged or heard from)',
    examples: [['919812345678']],
  });

/** POST /status/text. */
export const PostTextStatusRequestSchema = z.object({
  body: z
    .string({ error: StatusMessages.bodyRequired })
    .trim()
    .min(1, StatusMessages.bodyRequired)
    .max(MAX_STATUS_TEXT_LENGTH, StatusMessages.bodyTooLong)
    .meta({ examples: ['We are open on Sunday this week'] }),
  backgroundColor: z
    .string({ error: StatusMessages.backgroundInvalid })
    .regex(/^#[0-9a-fA-F]{6}$/, StatusMessages.backgroundInvalid)
    .default(DEFAULT_STATUS_BACKGROUND)
    .meta({ examples: ['#128C7E'] }),
  font: z
    .number({ error: StatusMessages.fontInvalid })
    .int(StatusMessages.fontInvalid)
    .min(0, StatusMessages.fontInvalid)
    .max(STATUS_FONTS - 1, StatusMessages.fontInvalid)
    .default(0),
  recipients: recipientsField,
});
export type PostTextStatusRequest = z.infer<typeof PostTextStatusRequestSchema>;

/** POST /status/media. */
export const PostMediaStatusRequestSchema = z.object({
  type: z.enum(['image', 'video'], { error: StatusMessages.typeInvalid }),
  media: mediaField.meta({ examples: ['https://example.com/new-arrivals.jpg'] }),
  caption: z
    .string()
    .max(1024)
    .optional()
    .meta({ examples: ['New arrivals'] }),
  recipients: recipientsField,
});
export type PostMediaStatusRequest = z.infer<typeof PostMediaStatusRequestSchema>;

/** `/status/{id}`: the id the post call returned. */
export const StatusIdParamsSchema = z.object({
  id: z
    .string()
    .max(64)
    .meta({
      description: 'The status id the post call returned (a UUID)',
      examples: [EXAMPLE_STATUS_ID],
    }),
});

/** The `status.viewed` event's data: a contact opened one of the token's statuses. */
export const StatusViewedEventSchema = z
  .object({
    /** Our id of the status (the post call's id). */
    statusId: z.string(),
    /** The viewer's number. */
    viewer: z.string(),
    timestamp: z.string(),
  })
  .meta({ id: 'StatusViewedData' });
export type StatusViewedEvent = z.infer<typeof StatusViewedEventSchema>;

/** A status as the Sandbox Phone lists it. */
export const SandboxStatusSchema = z.object({
  id: z.string(),
  /** Who posted it: a number. */
  poster: z.string(),
  type: z.enum(['text', 'image', 'video']),
  body: z.string(),
  backgroundColor: z.string().nullable(),
  font: z.number().nullable(),
  /** For image and video: the file's path under /api/v1 (fetched with the dashboard session). */
  mediaUrl: z.string().nullable(),
  viewed: z.boolean(),
  createdAt: z.string(),
});
export type SandboxStatus = z.infer<typeof SandboxStatusSchema>;

export const SandboxStatusParamsSchema = SandboxPhoneParamsSchema.extend({
  id: z
    .uuid({ error: 'The status id must be a UUID, as the phone lists it' })
    .meta({ examples: ['c7e9a1b3-5d2f-4a6c-8e0b-4f6a8c2e0d3b'] }),
});

export const SandboxStatusTexts = {
  posted: 'Status posted',
  viewed: 'Status viewed',
  deleted: 'Status deleted',
  notFound: 'This phone has no such status to open.',
  delete: 'Delete status',
  tab: 'Status',
  empty: 'No status updates yet',
  myStatus: 'My status',
} as const;

export const SandboxStatusesResponseSchema = z.object({ result: z.array(SandboxStatusSchema) });

/** The Sandbox Phone posts a text status of its own. */
export const SandboxPostStatusRequestSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, StatusMessages.bodyRequired)
    .max(MAX_STATUS_TEXT_LENGTH, StatusMessages.bodyTooLong)
    .meta({ examples: ['Gone fishing'] }),
  backgroundColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, StatusMessages.backgroundInvalid)
    .default(DEFAULT_STATUS_BACKGROUND),
});
export type SandboxPostStatusRequest = z.input<typeof SandboxPostStatusRequestSchema>;

import { z } from 'zod';
import { EXAMPLE_MESSAGE_ID } from './examples';
import { recipientField } from './messaging';
import { mediaField, sendBody } from './send-requests';

/** POST /send/poll and /send/sticker, poll votes and tallies (issue 45). */

export const MIN_POLL_OPTIONS = 2;
export const MAX_POLL_OPTIONS = 12;
export const MAX_POLL_NAME_LENGTH = 255;
export const MAX_POLL_OPTION_LENGTH = 100;
/** The side of the square WebP a PNG or JPEG sticker is converted to. */
export const STICKER_SIZE = 512;
/** What /send/sticker takes: a WebP goes as is, a PNG or JPEG is converted to a WebP. */
export const STICKER_MIME_TYPES = ['image/webp', 'image/png', 'image/jpeg'] as const;

export const PollMessages = {
  nameRequired: 'The poll question (name) is required',
  nameTooLong: `The poll question (name) must be at most ${MAX_POLL_NAME_LENGTH} characters`,
  optionsRequired: `options is required: a list of ${MIN_POLL_OPTIONS} to ${MAX_POLL_OPTIONS} answers`,
  optionsCount: `A poll takes ${MIN_POLL_OPTIONS} to ${MAX_POLL_OPTIONS} options`,
  optionEmpty: 'Each poll option must be a non-empty text',
  optionTooLong: `Each poll option must be at most ${MAX_POLL_OPTION_LENGTH} characters`,
  optionsDuplicate: 'The poll options must all be different',
  multipleAnswersInvalid: 'multipleAnswers must be true or false',
  stickerType: 'A sticker must be a WebP, PNG or JPEG image (a PNG or JPEG is converted to a 512x512 WebP)',
} as const;

const pollOptionField = z
  .string({ error: PollMessages.optionEmpty })
  .trim()
  .min(1, PollMessages.optionEmpty)
  .max(MAX_POLL_OPTION_LENGTH, PollMessages.optionTooLong);

/** 2 to 12 different, non-empty answers. */
export const pollOptionsField = z
  .array(pollOptionField, { error: PollMessages.optionsRequired })
  .min(MIN_POLL_OPTIONS, PollMessages.optionsCount)
  .max(MAX_POLL_OPTIONS, PollMessages.optionsCount)
  .refine((options) => new Set(options).size === options.length, PollMessages.optionsDuplicate)
  .meta({ examples: [['Monday', 'Tuesday', 'Wednesday']] });

export const pollNameField = z
  .string({ error: PollMessages.nameRequired })
  .trim()
  .min(1, PollMessages.nameRequired)
  .max(MAX_POLL_NAME_LENGTH, PollMessages.nameTooLong)
  .meta({ examples: ['Which day suits you for the demo?'] });

export const SendPollRequestSchema = z.preprocess(
  sendBody(),
  z.object({
    to: recipientField,
    name: pollNameField,
    options: pollOptionsField,
    multipleAnswers: z
      .boolean({ error: PollMessages.multipleAnswersInvalid })
      .default(false)
      .meta({ description: 'true: a voter may choose several options; false (the default): one' }),
  }),
);
export type SendPollRequest = z.infer<typeof SendPollRequestSchema>;

export const SendStickerRequestSchema = z.preprocess(
  sendBody(),
  z.object({
    to: recipientField,
    media: mediaField.meta({ examples: ['https://example.com/thank-you.webp'] }),
  }),
);
export type SendStickerRequest = z.infer<typeof SendStickerRequestSchema>;

/** A poll as `GET /messages/{id}` shows it: the question, the options with their current votes. */
export const PollTallySchema = z.object({
  name: z.string(),
  multipleAnswers: z.boolean(),
  options: z.array(z.object({ name: z.string(), votes: z.number().int() })),
  /** How many people have a vote counted now (one who took their vote back is not). */
  voters: z.number().int(),
});
export type PollTally = z.infer<typeof PollTallySchema>;

/**
 * The `poll.vote` event's data: one voter's current choice on a poll (it replaces their earlier
 * one; an empty list takes the vote back).
 */
export const PollVoteEventSchema = z
  .object({
    /** Our id of the poll message. */
    messageId: z.string(),
    /** The chat the poll is in: a number or a group id. */
    chatId: z.string(),
    /** The voter's number, when known. */
    voter: z.string().nullable(),
    /** The voter's LID (`<digits>@lid`), when known. */
    voterLid: z.string().nullable(),
    selectedOptions: z.array(z.string()),
    timestamp: z.string(),
  })
  .meta({ id: 'PollVoteData' });
export type PollVoteEvent = z.infer<typeof PollVoteEventSchema>;

/** The Sandbox Phone votes on a poll in one of its chats, by the options' texts (none: take the vote back). */
export const SandboxVoteRequestSchema = z.object({
  messageId: z
    .uuid({ error: 'The message id must be a UUID, as the phone’s chats list it' })
    .meta({ examples: [EXAMPLE_MESSAGE_ID] }),
  options: z
    .array(z.string().max(MAX_POLL_OPTION_LENGTH))
    .max(MAX_POLL_OPTIONS)
    .meta({ examples: [['Tuesday']] }),
});

/** The Sandbox Phone sends a poll to a contact, as a person does in WhatsApp. */
export const SandboxPollRequestSchema = z.object({
  to: recipientField,
  name: pollNameField,
  options: pollOptionsField,
  multipleAnswers: z.boolean().default(false),
});
export type SandboxPollRequest = z.input<typeof SandboxPollRequestSchema>;

/** The Sandbox Phone sends its sample sticker to a contact. */
export const SandboxStickerRequestSchema = z.object({ to: recipientField });

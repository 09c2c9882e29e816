import { z } from 'zod';
import { groupIdField } from './groups';
import { testNumberField } from './instances';
import { MEDIA_TYPES, quotedIdField, recipientField } from './messaging';
import { pairingCodeField } from './pairing';

export const SandboxMessages = {
  linked: 'Phone linked',
  qrInvalid: 'This QR code is not valid or has expired. Fetch a new one and scan again.',
  phoneTaken: 'This phone is already linked to another token. One phone can link to only one token.',
  tokenTaken: 'This token is already linked to a phone. Log out of its session first.',
  replySent: 'Reply sent',
  noLink: 'There is no virtual phone with that number yet.',
  notGroupMember: 'This phone is not a member of that group.',
  notGroupAdmin: 'Only a group admin can change the subject.',
  groupSubjectChanged: 'Subject changed',
  onlyAdminsSend: 'Only admins can send messages to this group.',
  pairingCodeInvalid: 'This pairing code is wrong or has expired. Request a new code and enter it again.',
  pairingCodeOtherPhone: 'This pairing code was requested for another phone number. Enter it on that phone.',
  channelReadOnly: 'A phone reads channels: only the channel’s owner posts in it, through its token.',
  quoteNotInChat:
    'The message you reply to is not in this chat. A reply quotes a message of a chat with a contact.',
  messageNotFound: 'This phone has no such message of its own in that chat.',
  editWindowPassed: 'A message can be edited only within 15 minutes of being sent.',
  revokeWindowPassed: 'A message can be deleted for everyone only within 2 days of being sent.',
  revoked: 'The message was deleted for everyone.',
  messageEdited: 'Message edited',
  messageDeleted: 'Message deleted',
  contactOnly: 'A phone sends polls and stickers to a contact, not in a group.',
  notAPoll: 'This message is not a poll this phone received.',
  voteUnknownOption: 'Vote for the options of the poll, by their text.',
  voteOneOption: 'This poll takes one answer: choose a single option.',
  voteSent: 'Vote sent',
  pollSent: 'Poll sent',
  stickerSent: 'Sticker sent',
  callNotFound: 'This phone placed or received no such call.',
  callNotRinging: 'This call no longer rings: only a ringing call can be answered or declined.',
  callOver: 'This call is over already.',
  presenceSent: 'Presence sent',
} as const;

/** The simulator's registration rule: virtual phones, and every 12-digit number not ending in 000. */
export const SANDBOX_UNREGISTERED_SUFFIX = '000';

export const ScanRequestSchema = z.object({
  qr: z
    .string()
    .trim()
    .min(1, SandboxMessages.qrInvalid)
    .max(512, SandboxMessages.qrInvalid)
    .meta({
      description: 'The token’s QR payload, as /dash/wa/qr answers it',
      examples: ['chatgate-sim:xiCKLaQELs8ivPDimgdI68nf'],
    }),
  phone: testNumberField,
});
export type ScanRequest = z.infer<typeof ScanRequestSchema>;

/** The phone types a token's pairing code (Linked devices > Link with phone number). */
export const EnterPairingCodeRequestSchema = z.object({ code: pairingCodeField, phone: testNumberField });
export type EnterPairingCodeRequest = z.input<typeof EnterPairingCodeRequestSchema>;

export const ScanResponseSchema = z.object({ message: z.string(), insid: z.string(), wid: z.string() });
export type ScanResponse = z.infer<typeof ScanResponseSchema>;

export const SandboxPhoneParamsSchema = z.object({ phone: testNumberField });

/**
 * What a message holds beyond text, for the phone to show as a phone would: a file (its `url`
 * when the token sent it by https URL; else its bytes come from the phone's media route), a
 * location or a contact card.
 */
export const SandboxContentSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('media'),
    mediaType: z.enum(MEDIA_TYPES),
    url: z.string().nullable(),
    mimeType: z.string().nullable(),
    fileName: z.string().nullable(),
    caption: z.string().nullable(),
  }),
  z.object({
    type: z.literal('location'),
    latitude: z.number(),
    longitude: z.number(),
    name: z.string().nullable(),
    address: z.string().nullable(),
  }),
  z.object({ type: z.literal('contact'), name: z.string(), phone: z.string() }),
  /** A sticker: shown as an image without a bubble; its bytes come from the phone's media route. */
  z.object({ type: z.literal('sticker'), url: z.string().nullable(), mimeType: z.string().nullable() }),
  /** A poll, with the votes each option has and the options this phone chose. */
  z.object({
    type: z.literal('poll'),
    name: z.string(),
    multipleAnswers: z.boolean(),
    options: z.array(z.object({ name: z.string(), votes: z.number() })),
    myVote: z.array(z.string()),
    /** Whether this phone can vote on it (a poll it received). */
    canVote: z.boolean(),
  }),
]);
export type SandboxContent = z.infer<typeof SandboxContentSchema>;
export type SandboxMediaContent = Extract<SandboxContent, { type: 'media' }>;

/** A phone's file message, by the id its chat lists it under. */
export const SandboxMediaParamsSchema = SandboxPhoneParamsSchema.extend({
  id: z
    .uuid({ error: 'The message id must be a UUID, as the phone’s chats list it' })
    .meta({ examples: ['9c1e4b7a-2d5f-4e8b-a3c6-7f0d1e2b3c4d'] }),
});

/** A message in one of a phone's chats. */
export const SandboxMessageSchema = z.object({
  id: z.string(),
  /** Sent from this phone (through its linked token or typed on it): shown on the right with its ticks. */
  fromMe: z.boolean(),
  /** Who wrote it: this phone's number for its own messages, else the sender's (a group member's). */
  author: z.string(),
  body: z.string(),
  /** sent, delivered or read. */
  status: z.string(),
  /** The message this one replies to; author and body null when it is older than the chat shows. */
  quoted: z.object({ id: z.string(), author: z.string().nullable(), body: z.string().nullable() }).nullable(),
  /** A file, location or contact; null for text (`body` describes the others in words too). */
  content: SandboxContentSchema.nullable(),
  /** Its text was changed after it was sent: shown marked "edited". */
  edited: z.boolean(),
  /** Deleted for everyone: shown as "This message was deleted", without its text. */
  revoked: z.boolean(),
  /** Sent as a forward: shown marked "Forwarded". */
  forwarded: z.boolean(),
  /** A group's system line ("+91… changed the subject to …"): shown centred, not as a bubble. */
  system: z.boolean().optional(),
  createdAt: z.string(),
});
export type SandboxMessage = z.infer<typeof SandboxMessageSchema>;

export const SandboxChatKindSchema = z.enum(['contact', 'group', 'channel']);
export type SandboxChatKind = z.infer<typeof SandboxChatKindSchema>;

/** A conversation of a phone: with a contact, in a group it is a member of, or its own channel. */
export const SandboxChatSchema = z.object({
  /** The contact's number, the group id or the channel id. */
  id: z.string(),
  kind: SandboxChatKindSchema,
  /** The contact's number, the group's subject or the channel's name. */
  title: z.string(),
  /** Oldest first. */
  messages: z.array(SandboxMessageSchema),
  /** A group this phone is an admin of: it may change the subject. */
  admin: z.boolean().optional(),
});

/** A group of a Sandbox Phone. */
export const SandboxGroupParamsSchema = SandboxPhoneParamsSchema.extend({ groupId: groupIdField });

/** The Sandbox Phone changes the subject of a group it is an admin of. */
export const SandboxGroupSubjectRequestSchema = z.object({
  subject: z
    .string({ error: 'The group subject is required' })
    .trim()
    .min(1, 'The group subject is required')
    .max(100, 'The group subject must be at most 100 characters')
    .meta({ examples: ['Launch team'] }),
});
export type SandboxChat = z.infer<typeof SandboxChatSchema>;

/** How many of its latest messages an open phone shows. */
export const SANDBOX_PHONE_HISTORY = 300;

/** Who the phone is on the sandbox's network, as tokens see it in GET /contacts/{id} (its rules). */
export const SandboxProfileSchema = z.object({
  pushName: z.string(),
  lid: z.string(),
  about: z.string().nullable(),
  business: z.boolean(),
  hasPicture: z.boolean(),
});
export type SandboxProfile = z.infer<typeof SandboxProfileSchema>;

export const SandboxPhoneSchema = z.object({
  phone: z.string(),
  linkedInsid: z.string().nullable(),
  /** The latest activity first; groups and channels without messages yet come last. */
  chats: z.array(SandboxChatSchema),
  profile: SandboxProfileSchema.optional(),
});
export type SandboxPhone = z.infer<typeof SandboxPhoneSchema>;

/** One of the user's phones in the list (its chats come when it is opened). */
export const SandboxPhoneSummarySchema = SandboxPhoneSchema.pick({ phone: true, linkedInsid: true });
export type SandboxPhoneSummary = z.infer<typeof SandboxPhoneSummarySchema>;

export const SandboxPhonesResponseSchema = z.object({ result: z.array(SandboxPhoneSummarySchema) });

/** What the Sandbox Phone types. */
export const sandboxMessageBodyField = z
  .string()
  .trim()
  .min(1, 'Message is required')
  .max(4096)
  .meta({ examples: ['Hi! Is my order on its way?'] });

export const SandboxReplyRequestSchema = z.object({
  /**
   * Where to write: a contact of this phone (a number, or its chat id as the API takes it; a
   * token's phone id is its number) or a group it is in.
   */
  to: recipientField,
  body: sandboxMessageBodyField,
  /** The id of a message of this chat with a contact to reply to (shown quoted). */
  quotedId: quotedIdField.optional(),
});

/** The phone's reply form: its `to` is the open chat's id as the server listed it, already valid. */
export const SandboxReplyFormSchema = SandboxReplyRequestSchema.extend({ to: z.string() });

import { z } from 'zod';
import { numberOfPersonId } from './chat-ids';
import { PHONE_NOT_CONNECTED } from './message-changes';

/** Presence and calls (issue 45): typing indicators, a contact's presence, incoming calls. */

/** What the token shows a chat: typing, recording a voice note, or neither any more. */
export const PRESENCE_STATES = ['typing', 'recording', 'paused'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** What a subscribed contact's `presence.update` event says. */
export const PRESENCE_UPDATE_STATES = ['available', 'unavailable', 'typing', 'recording', 'paused'] as const;
export type PresenceUpdateState = (typeof PRESENCE_UPDATE_STATES)[number];

/** How long an indicator shows without news (WhatsApp's is about as long). */
export const PRESENCE_SHOWN_SECONDS = 10;
export const MAX_CALL_REJECT_MESSAGE_LENGTH = 1000;

export const PresenceMessages = {
  stateInvalid: `state must be one of ${PRESENCE_STATES.join(', ')}`,
  contactInvalid: 'chatId must be the contact’s number (8 to 15 digits, no + sign, or as 919812345678@c.us)',
  notConnected: PHONE_NOT_CONNECTED,
} as const;

export const PresenceRequestSchema = z.object({
  state: z.enum(PRESENCE_STATES, { error: PresenceMessages.stateInvalid }).meta({
    examples: ['typing'],
    description:
      '`typing` or `recording` (a voice note) shows under the chat’s name for about 10 seconds, or until `paused` or a message arrives',
  }),
});
export type PresenceRequest = z.infer<typeof PresenceRequestSchema>;

export const PresenceResponseSchema = z.object({
  chatId: z.string(),
  state: z.enum(PRESENCE_STATES),
});
export type PresenceResponse = z.infer<typeof PresenceResponseSchema>;

export const contactField = z.preprocess(
  numberOfPersonId,
  z
    .string({ error: PresenceMessages.contactInvalid })
    .regex(/^\d{8,15}$/, PresenceMessages.contactInvalid)
    .meta({ description: 'The contact’s number (also as 919812345678@c.us)', examples: ['919812345678'] }),
);

export const PresenceSubscribeRequestSchema = z.object({ chatId: contactField });
export type PresenceSubscribeRequest = z.infer<typeof PresenceSubscribeRequestSchema>;

export const PresenceSubscribeResponseSchema = z.object({ chatId: z.string(), subscribed: z.literal(true) });

/** The `presence.update` event's data. */
export const PresenceUpdateEventSchema = z
  .object({
    chatId: z.string(),
    state: z.enum(PRESENCE_UPDATE_STATES),
    /** When the contact was last online, for `unavailable`, when known. */
    lastSeen: z.string().nullable(),
  })
  .meta({ id: 'PresenceUpdateData' });
export type PresenceUpdateEvent = z.infer<typeof PresenceUpdateEventSchema>;

/**
 * The Sandbox Phone's user types (or stops typing) in the reply box of the chat with `to`, or
 * opens (available) or closes (unavailable) the phone.
 */
export const SandboxPresenceRequestSchema = z.object({
  to: contactField.optional(),
  state: z.enum(['typing', 'paused', 'available', 'unavailable']),
});

/** How the Sandbox Phone shows presence. */
export const SandboxPresenceTexts = {
  typing: 'typing...',
  recording: 'recording audio...',
} as const;

/** The indicators a Sandbox Phone shows now: a contact typing or recording in its chat. */
export const SandboxPresenceResponseSchema = z.object({
  result: z.array(z.object({ chatId: z.string(), state: z.enum(['typing', 'recording']) })),
});
export type SandboxPresenceResponse = z.infer<typeof SandboxPresenceResponseSchema>;

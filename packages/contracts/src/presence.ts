import { z } from 'zod';
import { numberOfPersonId } from './chat-ids';
import { PHONE_NOT_CONNECTED } from './message-changes';
import { SandboxPhoneParamsSchema } from './sandbox';

/** Presence and calls (issue 45): typing indicators, a contact's presence, incoming calls. */

/** What the token shows a chat: typing, recording a voice note, or neither any more. */
export const PRESENCE_STATES = ['typing', 'recording', 'paused'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** What a subscribed contact's `presence.update` event says. */
export const PRESENCE_UPDATE_STATES = ['available', 'unavailable', 'typing', 'recording', 'paused'] as const;
export type PresenceUpdateState = (typeof PRESENCE_UPDATE_STATES)[number];

/** How long an indicator shows without news (WhatsApp's is about as long). */
export const PRESENCE_SHOWN_SECONDS = 10;
/** How long a call rings before the caller gives up (the Sandbox Phone's "No answer"). */
export const CALL_RING_SECONDS = 30;
export const MAX_CALL_REJECT_MESSAGE_LENGTH = 1000;

export const PresenceMessages = {
  stateInvalid: `state must be one of ${PRESENCE_STATES.join(', ')}`,
  contactInvalid: 'chatId must be the contact’s number (8 to 15 digits, no + sign, or as 919812345678@c.us)',
  callNotFound: 'No call with this id reached this token.',
  callNotRinging: 'The call is over: only a ringing call can be rejected.',
  notConnected: PHONE_NOT_CONNECTED,
} as const;

export const PresenceRequestSchema = z.object({
  state: z.enum(PRESENCE_STATES, { error: PresenceMessages.stateInvalid }).meta({
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

const contactField = z.preprocess(
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
export const PresenceUpdateEventSchema = z.object({
  chatId: z.string(),
  state: z.enum(PRESENCE_UPDATE_STATES),
  /** When the contact was last online, for `unavailable`, when known. */
  lastSeen: z.string().nullable(),
});
export type PresenceUpdateEvent = z.infer<typeof PresenceUpdateEventSchema>;

export const CALL_STATUSES = ['ringing', 'rejected', 'missed'] as const;

/** An incoming call, as `call.received` and `call.rejected` carry it and the reject call answers. */
export const CallViewSchema = z.object({
  id: z.string(),
  from: z.string().meta({ description: 'The caller’s number (or the group id of a group call)' }),
  video: z.boolean(),
  group: z.boolean(),
  timestamp: z.string(),
  status: z.enum(CALL_STATUSES),
});
export type CallView = z.infer<typeof CallViewSchema>;

export const CallIdParamsSchema = z.object({
  callId: z.string().min(1).max(128).meta({ description: 'The `id` of the `call.received` event' }),
});

/** The Sandbox Phone places a call to a contact (a token's linked phone). */
export const SandboxCallRequestSchema = z.object({
  to: contactField,
  video: z.boolean().default(false),
});

export const SANDBOX_CALL_STATES = ['ringing', 'declined', 'missed', 'ended'] as const;
export const SandboxCallSchema = z.object({
  id: z.string(),
  to: z.string(),
  video: z.boolean(),
  state: z.enum(SANDBOX_CALL_STATES),
});
export type SandboxCall = z.infer<typeof SandboxCallSchema>;

export const SandboxCallParamsSchema = SandboxPhoneParamsSchema.extend({
  callId: z.uuid({ error: 'The call id must be a UUID, as placing the call answered it' }),
});

/**
 * The Sandbox Phone's user types (or stops typing) in the reply box of the chat with `to`, or
 * opens (available) or closes (unavailable) the phone.
 */
export const SandboxPresenceRequestSchema = z.object({
  to: contactField.optional(),
  state: z.enum(['typing', 'paused', 'available', 'unavailable']),
});

/** How the Sandbox Phone shows presence and calls. */
export const SandboxPresenceTexts = {
  typing: 'typing...',
  recording: 'recording audio...',
  calling: 'Calling...',
  declined: 'Call declined',
  missed: 'No answer',
  ended: 'Call ended',
  voiceCall: 'Voice call',
  videoCall: 'Video call',
  hangUp: 'Hang up',
} as const;

/** The indicators a Sandbox Phone shows now: a contact typing or recording in its chat. */
export const SandboxPresenceResponseSchema = z.object({
  result: z.array(z.object({ chatId: z.string(), state: z.enum(['typing', 'recording']) })),
});
export type SandboxPresenceResponse = z.infer<typeof SandboxPresenceResponseSchema>;

import { z } from 'zod';
import { contactField } from './presence';
import { SandboxPhoneParamsSchema } from './sandbox';

/** Calls that reach a token's phone, from the ring to the end (issue 45; decisions 0028, 0031). */

/** How long a call rings before the caller gives up: then it is missed. */
export const CALL_RING_SECONDS = 30;

/**
 * Where a call is: ringing, then answered on the linked phone (`accepted`) and later `ended`, or
 * `rejected` (by the API, the token's rule or on the phone), or `missed` (nobody answered).
 */
export const CALL_STATUSES = ['ringing', 'accepted', 'rejected', 'missed', 'ended'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/**
 * Why a call ended (`call.ended`): `rejected` it was declined, `missed` it rang out or the caller
 * gave up before anyone answered, `hangup` it was answered and then one side hung up.
 */
export const CALL_END_REASONS = ['rejected', 'missed', 'hangup'] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

export const CallMessages = {
  callNotFound: 'No call with this id reached this token.',
  callNotRinging: 'The call is over: only a ringing call can be rejected.',
  cursorInvalid: 'The cursor must be the nextCursor of the previous page.',
} as const;

/** A call that reached the token, as its events, GET /calls and the reject call show it. */
export const CallViewSchema = z.object({
  id: z.string(),
  from: z.string().meta({ description: 'The caller’s number (or the group id of a group call)' }),
  fromLid: z
    .string()
    .nullable()
    .meta({ description: 'The caller’s LID (`<digits>@lid`) when WhatsApp named it, else null' }),
  video: z.boolean(),
  group: z.boolean(),
  /** When it began ringing. */
  timestamp: z.string().meta({ description: 'When the call began ringing (ISO 8601)' }),
  status: z.enum(CALL_STATUSES),
  answeredAt: z.string().nullable().meta({ description: 'When it was answered on the linked phone' }),
  endedAt: z.string().nullable().meta({ description: 'When it was rejected, missed or hung up' }),
});
export type CallView = z.infer<typeof CallViewSchema>;

/** The `call.rejected` event's data: the call, and whether the token's `rejectCalls` setting rejected it. */
export const CallRejectedEventSchema = CallViewSchema.extend({
  automatic: z
    .boolean()
    .meta({ description: 'Rejected by the token’s `rejectCalls` setting, not by a call or on the phone' }),
}).meta({ id: 'CallRejectedData' });
export type CallRejectedEvent = z.infer<typeof CallRejectedEventSchema>;

/** The `call.ended` event's data: the call, and why it ended. */
export const CallEndedEventSchema = CallViewSchema.extend({ reason: z.enum(CALL_END_REASONS) }).meta({
  id: 'CallEndedData',
});
export type CallEndedEvent = z.infer<typeof CallEndedEventSchema>;

export const CallIdParamsSchema = z.object({
  callId: z
    .string()
    .min(1)
    .max(128)
    .meta({ description: 'The `id` of the `call.received` event', examples: ['3EB0C767D71D4F6A9A1B'] }),
});

/** GET /calls: newest first. */
export const CallListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}:[^\s:]{1,128}$/, CallMessages.cursorInvalid)
    .optional()
    .meta({ description: 'The nextCursor of the previous page; the first page without it' }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const CallListResponseSchema = z.object({
  result: z.array(CallViewSchema),
  nextCursor: z.string().nullable(),
});
export type CallListResponse = z.infer<typeof CallListResponseSchema>;

/** The Sandbox Phone places a call to a contact (a token's linked phone). */
export const SandboxCallRequestSchema = z.object({
  to: contactField,
  video: z.boolean().default(false),
});

/** A Sandbox Phone's call, from either side: `accepted` while the two talk. */
export const SANDBOX_CALL_STATES = ['ringing', 'accepted', 'declined', 'missed', 'ended'] as const;
export const SandboxCallSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  video: z.boolean(),
  state: z.enum(SANDBOX_CALL_STATES),
});
export type SandboxCall = z.infer<typeof SandboxCallSchema>;

/** The calls ringing on a Sandbox Phone or in progress there, that it received. */
export const SandboxIncomingCallsSchema = z.object({ result: z.array(SandboxCallSchema) });

export const SandboxCallParamsSchema = SandboxPhoneParamsSchema.extend({
  callId: z
    .uuid({ error: 'The call id must be a UUID, as placing the call answered it' })
    .meta({ examples: ['e4b2d6f8-1a3c-4e5f-9b7d-2c4e6a8b0d1f'] }),
});

/** How the Sandbox Phone shows calls. */
export const SandboxCallTexts = {
  calling: 'Calling...',
  inCall: 'In call',
  incoming: 'Incoming',
  declined: 'Call declined',
  missed: 'No answer',
  ended: 'Call ended',
  voiceCall: 'Voice call',
  videoCall: 'Video call',
  hangUp: 'Hang up',
  accept: 'Accept',
  decline: 'Decline',
} as const;

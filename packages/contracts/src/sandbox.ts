import { z } from 'zod';
import { testNumberField } from './instances';
import { pairingCodeField } from './pairing';

export const SandboxMessages = {
  linked: 'Phone linked',
  qrInvalid: 'This QR code is not valid or has expired. Fetch a new one and scan again.',
  phoneTaken: 'This phone is already linked to another token. One phone can link to only one token.',
  phoneNotYours: 'This virtual phone belongs to another account.',
  tokenTaken: 'This token is already linked to a phone. Log out of its session first.',
  replySent: 'Reply sent',
  noLink: 'This phone has no conversation with that token yet.',
  pairingCodeInvalid: 'This pairing code is wrong or has expired. Request a new code and enter it again.',
  pairingCodeOtherPhone: 'This pairing code was requested for another phone number. Enter it on that phone.',
} as const;

/** The simulator's registration rule: virtual phones, and every 12-digit number not ending in 000. */
export const SANDBOX_UNREGISTERED_SUFFIX = '000';

export const ScanRequestSchema = z.object({
  qr: z.string().trim().min(1, SandboxMessages.qrInvalid).max(512, SandboxMessages.qrInvalid),
  phone: testNumberField,
});
export type ScanRequest = z.infer<typeof ScanRequestSchema>;

/** The phone types a token's pairing code (Linked devices > Link with phone number). */
export const EnterPairingCodeRequestSchema = z.object({ code: pairingCodeField, phone: testNumberField });
export type EnterPairingCodeRequest = z.input<typeof EnterPairingCodeRequestSchema>;

export const ScanResponseSchema = z.object({ message: z.string(), insid: z.string(), wid: z.string() });
export type ScanResponse = z.infer<typeof ScanResponseSchema>;

export const SandboxPhoneParamsSchema = z.object({ phone: testNumberField });

export const SandboxMessageSchema = z.object({
  id: z.string(),
  /** in: received by this phone from a token; out: sent by this phone to a token. */
  direction: z.enum(['in', 'out']),
  /** The token's phone id (wid) on the other side. */
  peer: z.string(),
  /** Set when the message was posted in a group the phone is a member of. */
  groupId: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type SandboxMessage = z.infer<typeof SandboxMessageSchema>;

export const SandboxPhoneSchema = z.object({
  phone: z.string(),
  linkedInsid: z.string().nullable(),
  messages: z.array(SandboxMessageSchema),
});
export type SandboxPhone = z.infer<typeof SandboxPhoneSchema>;

export const SandboxPhonesResponseSchema = z.object({ result: z.array(SandboxPhoneSchema) });

export const SandboxReplyRequestSchema = z.object({
  /** The token's phone id (wid) to reply to. */
  to: z.string().min(1).max(64),
  body: z.string().trim().min(1, 'Message is required').max(4096),
});

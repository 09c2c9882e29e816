import { z } from 'zod';
import { TEST_MESSAGE_NUMBER_LENGTH } from './constants';
import { EXAMPLE_TOKEN_ID, EXAMPLE_USER_UUID } from './examples';
import { textFieldError } from './messaging';
import { CONNECTION_CAUSES } from './whatsapp-connection';

/** Messages of the token screens (spec 4, 5, 8). */
export const InstanceMessages = {
  found: 'Instance Found',
  created: 'Instance Created',
  limitReached: 'Instance Limit Reached',
  nameRequired: 'Department name is required',
  nameNotText: 'Department name must be text',
  nameTooLong: 'Department name must be at most 60 characters',
  notFound: 'Token not found',
  notActive: 'This token is not active. Activate it to connect a phone.',
  notConnected: 'Connect a phone to this token first.',
  expired: 'This token has expired. Activate it to keep sending.',
  cannotDelete: 'Only an unconnected trial token can be removed, and not your only token.',
  removed: 'Token removed',
  loggedOut: 'Logged out of the session',
  rebooted: 'Session restarted',
  rebootNotLinked:
    'No phone is linked to this token, so there is no session to restart. Link one with GET /instance/qr.',
  testSent: 'Test message sent',
  numberRequired: 'Mobile number is required',
  numberNotText: 'Mobile number must be text: its digits in quotes',
  numberNumeric: 'Mobile number must contain digits only',
  numberLength: 'Mobile number must be exactly 12 digits (country code, no + sign)',
  numberHint: 'Country code, no + sign',
  messageRequired: 'Message is required',
  uuidMismatch: 'You can only manage your own account.',
  idTaken: 'That token id is already in use.',
  idInvalid: 'Token id must be 6 to 40 letters, digits, hyphens or underscores.',
  activateFirst: 'Activate your trial or expired token before creating another one.',
  numberNotRegistered: 'This number is not registered on WhatsApp.',
  phoneLinkedElsewhere:
    'This phone is already linked to another token. One phone can link to only one token, so it was unlinked from this one.',
  defaultTestMessage: 'Hello from Chatgate! This is a test message.',
} as const;

export const DisplayStatus = {
  trial: 'Trial',
  trialExpired: 'Trial Expired',
  billingExpired: 'Billing Expired',
  active: 'Active',
  blank: '',
} as const;

export const INSTANCE_STATUSES = ['', 'Active', 'Expired', 'Trial Expired'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** A token row as spec section 3 names its fields; api_key is a masked preview (the key is shown on demand). */
export const InstanceRowSchema = z.object({
  uuid: z.string(),
  insid: z.string(),
  instanceName: z.string(),
  authenticated: z.union([z.literal(0), z.literal(1)]),
  wid: z.string().nullable(),
  trial: z.union([z.literal(0), z.literal(1)]),
  status: z.enum(INSTANCE_STATUSES),
  api_key: z.string(),
  validTill: z.string().nullable(),
  gSheetID: z.string().nullable(),
  /** Session state of the engine: idle (no session), qr (waiting for a scan), connected. */
  session: z.enum(['idle', 'qr', 'connected']),
  createdAt: z.string(),
  /** Why the engine's session is down while it is (e.g. WhatsApp cannot be reached); absent otherwise. */
  problem: z.enum(CONNECTION_CAUSES).optional(),
});
export type InstanceRow = z.infer<typeof InstanceRowSchema>;

/** Token display status (spec 4). */
export function displayStatus(row: Pick<InstanceRow, 'trial' | 'status'>): string {
  if (row.trial === 1) return DisplayStatus.trial;
  if (row.status === 'Trial Expired') return DisplayStatus.trialExpired;
  if (row.status === 'Expired') return DisplayStatus.billingExpired;
  if (row.status === 'Active') return DisplayStatus.active;
  if (row.status === '') return DisplayStatus.blank;
  return DisplayStatus.active;
}

export const isExpired = (row: Pick<InstanceRow, 'status'>) => row.status.toLowerCase().includes('expired');

/** Whether a token's validTill (null: no end) has passed, before the expiry job marks its status. */
export const isPastValidTill = (validTill: string | Date | null, now: Date = new Date()) =>
  validTill !== null && new Date(validTill).getTime() < now.getTime();

/** A token may link a phone and send while on trial or paid and active, up to its validTill. */
export const isUsable = (
  row: Pick<InstanceRow, 'trial' | 'status'> & { validTill: string | Date | null },
  now: Date = new Date(),
) => !isExpired(row) && (row.trial === 1 || row.status === 'Active') && !isPastValidTill(row.validTill, now);

/** isUsable for a token as stored, whose trial flag is a boolean (the API-key check, the sender). */
export const isStoredTokenUsable = (
  token: Pick<InstanceRow, 'status'> & { trial: boolean; validTill: Date | null },
  now: Date = new Date(),
) => isUsable({ trial: token.trial ? 1 : 0, status: token.status, validTill: token.validTill }, now);

/** Create New Token is disabled (and red) when any token is on trial or has an expired status. */
export const canCreateToken = (rows: Array<Pick<InstanceRow, 'trial' | 'status'>>) =>
  !rows.some((r) => r.trial === 1 || isExpired(r));

/** Delete icon: not logged in, not authenticated, on trial, and not the user's only token. */
export const canDeleteToken = (
  row: Pick<InstanceRow, 'trial' | 'authenticated' | 'session'>,
  tokenCount: number,
) => row.session === 'idle' && row.authenticated === 0 && row.trial === 1 && tokenCount > 1;

/** Send Test Message: logged in or authenticated, and not Expired (by its status or its validTill). */
export const canSendTest = (row: Pick<InstanceRow, 'authenticated' | 'session' | 'status' | 'validTill'>) =>
  (row.session === 'connected' || row.authenticated === 1) &&
  !isExpired(row) &&
  !isPastValidTill(row.validTill);

// ---- Requests and responses ----

const insid = z
  .string()
  .min(1, InstanceMessages.notFound)
  .max(64, InstanceMessages.notFound)
  .meta({ examples: [EXAMPLE_TOKEN_ID] });

/** The signed-in user's uuid, as fetchUser answers it. */
export const ownerUuidField = z
  .string()
  .min(1)
  .max(64)
  .meta({ examples: [EXAMPLE_USER_UUID] });

export const OwnerRequestSchema = z.object({ uuid: ownerUuidField });

export const FetchInstanceResponseSchema = z.object({
  message: z.string(),
  result: z.array(InstanceRowSchema),
});
export type FetchInstanceResponse = z.infer<typeof FetchInstanceResponseSchema>;

export const CreateInstanceRequestSchema = z.object({
  uuid: ownerUuidField,
  insID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,40}$/, InstanceMessages.idInvalid)
    .optional(),
  name: z
    .string({ error: textFieldError(InstanceMessages.nameRequired, InstanceMessages.nameNotText) })
    .trim()
    .min(1, InstanceMessages.nameRequired)
    .max(60, InstanceMessages.nameTooLong)
    .meta({ examples: ['Order updates'] }),
});
export type CreateInstanceRequest = z.infer<typeof CreateInstanceRequestSchema>;

export const CreateInstanceResponseSchema = z.object({
  message: z.string(),
  result: InstanceRowSchema.optional(),
});

export const InstanceRequestSchema = z.object({ insid });
export type InstanceRequest = z.infer<typeof InstanceRequestSchema>;

export const ApiKeyResponseSchema = z.object({ api_key: z.string() });

export const QrSessionResponseSchema = z.object({
  state: z.enum(['qr', 'connected']),
  qr: z.string().nullable(),
  /** When the QR payload is replaced by the next one (ISO time). */
  expiresAt: z.string().nullable(),
  wid: z.string().nullable(),
});
export type QrSessionResponse = z.infer<typeof QrSessionResponseSchema>;

export const testNumberField = z
  .string({ error: textFieldError(InstanceMessages.numberRequired, InstanceMessages.numberNotText) })
  .trim()
  .min(1, InstanceMessages.numberRequired)
  .regex(/^\d+$/, InstanceMessages.numberNumeric)
  .length(TEST_MESSAGE_NUMBER_LENGTH, InstanceMessages.numberLength)
  .meta({ examples: ['919812345678'] });

export const SendTestRequestSchema = z.object({
  insid,
  number: testNumberField,
  message: z
    .string()
    .trim()
    .min(1, InstanceMessages.messageRequired)
    .max(4096)
    .optional()
    .meta({ examples: ['Hello from Chatgate!'] }),
});
export type SendTestRequest = z.infer<typeof SendTestRequestSchema>;

export const SendTestResponseSchema = z.object({ message: z.string(), id: z.string() });

/** Live token updates pushed over Server-Sent Events (event name `instance`). */
export const InstanceEventSchema = z.object({
  insid: z.string(),
  session: z.enum(['idle', 'qr', 'connected']),
  authenticated: z.union([z.literal(0), z.literal(1)]),
  wid: z.string().nullable(),
  qr: z.string().nullable(),
  expiresAt: z.string().nullable(),
  status: z.enum(INSTANCE_STATUSES),
  trial: z.union([z.literal(0), z.literal(1)]),
  /** Why a link the engine reported was undone (a phone already linked to another token). */
  notice: z.string().optional(),
  /** Why the engine's session is down while it is (e.g. WhatsApp cannot be reached); absent otherwise. */
  problem: z.enum(CONNECTION_CAUSES).optional(),
});
export type InstanceEvent = z.infer<typeof InstanceEventSchema>;

export const BadgeCountsSchema = z.object({
  supportRequests: z.number().int(),
  broadcasts: z.number().int(),
  notifications: z.number().int(),
});
export type BadgeCounts = z.infer<typeof BadgeCountsSchema>;

import { z } from 'zod';
import { CONNECTION_CAUSES } from './whatsapp-connection';

/**
 * The states an `instance.state` event reports: a QR code is waiting, the phone is connected,
 * the connection was lost (`reason` says why), or the phone was logged out (from our API, the
 * dashboard or the phone itself). One event per change: a report that leaves the state as it was
 * (a second logout, a reconnect) writes none.
 */
export const INSTANCE_EVENT_STATES = ['qr', 'connected', 'disconnected', 'logged_out'] as const;
export type InstanceEventState = (typeof INSTANCE_EVENT_STATES)[number];

/** Why a session is `disconnected`: the connection failed, or nobody scanned the QR code in time. */
export const DISCONNECT_REASONS = ['error', 'qr-timeout'] as const;
export type DisconnectReason = (typeof DISCONNECT_REASONS)[number];

/** The `data` of an `instance.state` event. */
export const InstanceStateEventSchema = z
  .object({
    state: z.enum(INSTANCE_EVENT_STATES),
    /** The linked phone's number while connected, otherwise null. */
    wid: z.string().nullable(),
    /** Only with `disconnected`. */
    reason: z.enum(DISCONNECT_REASONS).optional(),
    /**
     * With `disconnected` or `logged_out` from the real WhatsApp engine: why WhatsApp closed the
     * connection (docs/operations.md, "WhatsApp close codes").
     */
    cause: z.enum(CONNECTION_CAUSES).optional(),
    /** WhatsApp's close code beside `cause`, when it gave one (e.g. 440, 403). */
    code: z.number().int().optional(),
  })
  .meta({ id: 'InstanceStateData' });
export type InstanceStateEvent = z.infer<typeof InstanceStateEventSchema>;

import {
  ApiKeyResponseSchema,
  CreateInstanceResponseSchema,
  MessageResponseSchema,
  type PairingCodeRequest,
  PairingCodeResponseSchema,
  QrSessionResponseSchema,
  type SendTestRequest,
  SendTestResponseSchema,
} from '@chatgate/contracts';
import { api } from '../../lib/api-client';

/** The token calls of the dashboard API (spec 7.2 and our own for the actions the spec leaves open). */
export const instancesApi = {
  create: (body: { uuid: string; insID: string; name: string }) =>
    api.post('/dash/wa/createInstance', body, { schema: CreateInstanceResponseSchema }),
  /** The full key, fetched on demand and never stored. */
  showKey: (insid: string) => api.post('/dash/wa/showKey', { insid }, { schema: ApiKeyResponseSchema }),
  /** Starts the session; the QR payload then rotates over the event stream. */
  qr: (insid: string) => api.post('/dash/wa/qr', { insid }, { schema: QrSessionResponseSchema }),
  /** Link by phone number instead: the code to type on that phone. */
  pairingCode: (body: PairingCodeRequest) =>
    api.post('/dash/wa/pairingCode', body, { schema: PairingCodeResponseSchema }),
  logout: (insid: string) => api.post('/dash/wa/logout', { insid }, { schema: MessageResponseSchema }),
  remove: (insid: string) => api.post('/dash/wa/delete', { insid }, { schema: MessageResponseSchema }),
  sendTest: (body: SendTestRequest) =>
    api.post('/dash/wa/sendTest', body, { schema: SendTestResponseSchema }),
};

/** Live token updates, Server-Sent Events. */
export const INSTANCE_EVENTS_PATH = '/dash/wa/events';

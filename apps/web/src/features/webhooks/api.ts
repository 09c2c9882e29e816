import {
  MessageResponseSchema,
  type WebhookDelivery,
  WebhookDeliverySchema,
  WebhookSettingsSchema,
  WebhookTestResponseSchema,
} from '@chatgate/contracts';
import { apiRequest, type Parser } from '../../lib/api-client';
import type { WebhookEventType } from './event-types';

export interface WebhookSave {
  url: string;
  events: WebhookEventType[];
}

/** POST /secret answers the new secret alone. */
const SecretResponseSchema = WebhookSettingsSchema.pick({ secret: true }).required();

const DeliveriesResponse: Parser<{ result: WebhookDelivery[] }> = {
  parse: (data) => ({
    result: WebhookDeliverySchema.array().parse((data as { result?: unknown } | null)?.result),
  }),
};

/** Entries of the deliveries table. */
export const DELIVERIES_LIMIT = 50;

const path = (insid: string, rest = '', extra: Record<string, string> = {}) =>
  `/dash/wa/webhook${rest}?${new URLSearchParams({ insid, ...extra })}`;

/** The dashboard's webhook calls for one of the user's tokens (by session, the token in `insid`). */
export const webhooksApi = {
  settings: (insid: string, signal?: AbortSignal) =>
    apiRequest(path(insid), { schema: WebhookSettingsSchema, signal }),
  /** Answers the settings, with the signing secret only when the endpoint was first created. */
  save: (insid: string, body: WebhookSave) =>
    apiRequest(path(insid), { method: 'PUT', body, schema: WebhookSettingsSchema }),
  /** Turns the webhook off or on, keeping its URL, events and secret. */
  setEnabled: (insid: string, enabled: boolean) =>
    apiRequest(path(insid), { method: 'PUT', body: { enabled }, schema: WebhookSettingsSchema }),
  /** Removes URL, events and secret; pending deliveries stop. */
  remove: (insid: string) => apiRequest(path(insid), { method: 'DELETE', schema: MessageResponseSchema }),
  rotateSecret: (insid: string) =>
    apiRequest(path(insid, '/secret'), { method: 'POST', schema: SecretResponseSchema }),
  sendTest: (insid: string) =>
    apiRequest(path(insid, '/test'), { method: 'POST', schema: WebhookTestResponseSchema }),
  deliveries: (insid: string, signal?: AbortSignal) =>
    apiRequest(path(insid, '/deliveries', { limit: String(DELIVERIES_LIMIT) }), {
      schema: DeliveriesResponse,
      signal,
    }),
  replay: (insid: string, id: string) =>
    apiRequest(path(insid, `/deliveries/${encodeURIComponent(id)}/replay`), {
      method: 'POST',
      schema: MessageResponseSchema,
    }),
};

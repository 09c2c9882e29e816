import {
  MessageResponseSchema,
  type WEBHOOK_DELIVERY_STATUSES,
  WebhookDeliveriesResponseSchema,
  type WebhookFormat,
  WebhookSettingsSchema,
  WebhookTestResponseSchema,
} from '@chatgate/contracts';
import { apiRequest } from '../../lib/api-client';
import type { WebhookEventType } from './event-types';

export interface WebhookSave {
  url: string;
  events: WebhookEventType[];
}

/** POST /secret answers the new secret alone. */
const SecretResponseSchema = WebhookSettingsSchema.pick({ secret: true }).required();

/** Deliveries per page of the table. */
export const DELIVERIES_LIMIT = 50;

export interface DeliveriesPage {
  /** Only deliveries in this state; all when absent. */
  status?: (typeof WEBHOOK_DELIVERY_STATUSES)[number];
  /** The previous page's nextCursor; absent for the newest page. */
  cursor?: string;
}

const deliveriesParams = ({ status, cursor }: DeliveriesPage) => ({
  limit: String(DELIVERIES_LIMIT),
  ...(status && { status }),
  ...(cursor && { cursor }),
});

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
  /** Switches the body deliveries carry: ours, or Green-API's webhook format. */
  setFormat: (insid: string, format: WebhookFormat) =>
    apiRequest(path(insid), { method: 'PUT', body: { format }, schema: WebhookSettingsSchema }),
  /** Removes URL, events and secret; pending deliveries stop. */
  remove: (insid: string) => apiRequest(path(insid), { method: 'DELETE', schema: MessageResponseSchema }),
  rotateSecret: (insid: string) =>
    apiRequest(path(insid, '/secret'), { method: 'POST', schema: SecretResponseSchema }),
  sendTest: (insid: string) =>
    apiRequest(path(insid, '/test'), { method: 'POST', schema: WebhookTestResponseSchema }),
  /** A page of deliveries, newest first. */
  deliveries: (insid: string, page: DeliveriesPage, signal?: AbortSignal) =>
    apiRequest(path(insid, '/deliveries', deliveriesParams(page)), {
      schema: WebhookDeliveriesResponseSchema,
      signal,
    }),
  replay: (insid: string, id: string) =>
    apiRequest(path(insid, `/deliveries/${encodeURIComponent(id)}/replay`), {
      method: 'POST',
      schema: MessageResponseSchema,
    }),
};

import { Webhook } from 'standardwebhooks';
import type { ChatgateEvent } from './types.js';

/** Node's `req.headers`, a fetch `Headers`, or any record of header names to values. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function headerOf(headers: WebhookHeaders, name: string): string {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? '';
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Checks that a webhook delivery was signed by Chatgate with the webhook's signing secret
 * (`whsec_…`, Standard Webhooks), and not sent more than five minutes ago; answers its event.
 * `rawBody` is the body exactly as received, before any JSON parsing. Throws
 * `WebhookVerificationError` for a delivery that does not verify.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
): ChatgateEvent {
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  const signed = Object.fromEntries(SIGNED_HEADERS.map((name) => [name, headerOf(headers, name)]));
  return new Webhook(secret).verify(body, signed) as ChatgateEvent;
}

export { WebhookVerificationError } from 'standardwebhooks';

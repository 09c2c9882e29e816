import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@chatgate/contracts';

export { EVENT_DESCRIPTIONS } from '@chatgate/contracts';
export type { WebhookEventType };

export const isEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** The events to tick in the form: the saved ones, or all of them for a webhook not set up yet. */
export function initialEvents(url: string | null, saved: string[]): WebhookEventType[] {
  if (url === null) return [...WEBHOOK_EVENT_TYPES];
  return saved.filter(isEventType);
}

import type { WebhookDelivery, WebhookSettings } from '@chatgate/contracts';
import type { BadgeTone } from '../../components/status-badge';

type Badge = { label: string; tone: BadgeTone };

/** A delivery's badge: succeeded, failed for good, retrying after a failed attempt, or pending its first. */
export function deliveryBadge({ status, attempts }: Pick<WebhookDelivery, 'status' | 'attempts'>): Badge {
  if (status === 'succeeded') return { label: 'Succeeded', tone: 'success' };
  if (status === 'failed') return { label: 'Failed', tone: 'danger' };
  return attempts > 0 ? { label: 'Retrying', tone: 'warning' } : { label: 'Pending', tone: 'neutral' };
}

/** What the last attempt got back: the HTTP status, else the error (e.g. a timeout), else nothing yet. */
export function lastResult({
  lastStatusCode,
  lastError,
}: Pick<WebhookDelivery, 'lastStatusCode' | 'lastError'>) {
  if (lastStatusCode !== null) return `HTTP ${lastStatusCode}`;
  return lastError ?? '';
}

/** The webhook's state for its badge: not set up, enabled, or disabled (with the server's reason). */
export function webhookBadge(settings: Pick<WebhookSettings, 'url' | 'enabled'>): Badge {
  if (settings.url === null) return { label: 'Not set up', tone: 'neutral' };
  return settings.enabled ? { label: 'Enabled', tone: 'success' } : { label: 'Disabled', tone: 'danger' };
}

/** The form field a 400 from saving belongs to: the events rule's message, else the URL. */
export function saveErrorField(message: string): 'url' | 'events' {
  return /event/i.test(message) && !/url/i.test(message) ? 'events' : 'url';
}

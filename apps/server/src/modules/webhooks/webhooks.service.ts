import { randomBytes } from 'node:crypto';
import {
  parseDeliveryCursor,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_TEST_NOTE,
  type WebhookDeliveriesQuery,
  type WebhookFormat,
  WebhookMessages,
  type WebhookSave,
} from '@chatgate/contracts';
import { getOrCreateKey } from '../../db/app-secrets';
import type { Db } from '../../db/client';
import { keysetPage } from '../../db/keyset-page';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { decrypt, encrypt } from '../../security/encryption';
import { appendEvent, SUBSCRIBABLE_EVENT_TYPES, TEST_EVENT_TYPE } from '../events/events.service';
import type { WakeUps } from '../events/wake-ups';
import { checkWebhookUrl } from './url-safety';
import * as q from './webhooks.queries';

const KEY_NAME = 'webhook-secret-encryption';

export interface WebhookDeps {
  db: Db;
  allowPrivate: boolean;
  wakeUps: WakeUps;
}

const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
const sealed = async (db: Db, secret: string) => encrypt(secret, await getOrCreateKey(db, KEY_NAME));

export async function openSecret(db: Db, cipher: string): Promise<string> {
  return decrypt(cipher, await getOrCreateKey(db, KEY_NAME));
}

function settingsOf(row: q.EndpointRow | undefined) {
  return row
    ? {
        url: row.url,
        events: row.events,
        format: row.format as WebhookFormat,
        enabled: row.enabled,
        disabledReason: row.disabledReason,
      }
    : {
        url: null,
        events: [...SUBSCRIBABLE_EVENT_TYPES],
        format: 'chatgate' as const,
        enabled: false,
        disabledReason: null,
      };
}

export async function webhookSettings(deps: WebhookDeps, insid: string) {
  return settingsOf(await q.findEndpoint(deps.db, insid));
}

/**
 * Changes what `change` names (see WebhookSaveSchema); the first time it needs a URL, creates the
 * signing secret and shows it once. Turning the webhook on clears why it was turned off.
 */
export async function saveWebhook(deps: WebhookDeps, insid: string, change: WebhookSave & BearerChange) {
  const existing = await q.findEndpoint(deps.db, insid);
  const url = change.url ?? existing?.url;
  if (!url) throw badRequest(WebhookMessages.urlRequired);
  const check = await checkWebhookUrl(url, deps.allowPrivate);
  if (!check.ok) throw badRequest(check.reason);
  const enabled = change.enabled ?? true;
  const secret = existing?.secretCipher ? null : newSecret();
  const row = await q.saveEndpoint(deps.db, insid, {
    url: check.url.toString(),
    events: [...new Set(change.events ?? existing?.events ?? SUBSCRIBABLE_EVENT_TYPES)],
    format: change.format ?? (existing?.format as WebhookFormat | undefined) ?? 'chatgate',
    bearerTokenCipher: await bearerCipherOf(deps.db, change.bearerToken, existing),
    enabled,
    disabledReason: enabled ? null : WebhookMessages.turnedOffByYou,
    secretCipher: secret ? await sealed(deps.db, secret) : null,
  });
  deps.wakeUps.endpointChanged(insid);
  return { ...settingsOf(row), ...(secret ? { secret } : {}) };
}

/** Green-API's webhookUrlToken: a token to set, "" to drop it, or omitted to keep it. */
interface BearerChange {
  bearerToken?: string;
}

async function bearerCipherOf(db: Db, token: string | undefined, existing: q.EndpointRow | undefined) {
  if (token === undefined) return existing?.bearerTokenCipher ?? null;
  return token ? sealed(db, token) : null;
}

/** The token's Green-API webhookUrlToken, "" without one. */
export async function webhookBearerToken(deps: WebhookDeps, insid: string): Promise<string> {
  const cipher = (await q.findEndpoint(deps.db, insid))?.bearerTokenCipher;
  return cipher ? openSecret(deps.db, cipher) : '';
}

/** Removes the webhook: URL, events and secret. Later events are not delivered; pending deliveries end failed. */
export async function removeWebhook(deps: WebhookDeps, insid: string) {
  const removed = await deps.db.transaction((tx) =>
    q.removeEndpoint(tx, insid, WebhookMessages.removedError),
  );
  if (!removed) throw notFound(WebhookMessages.notSet);
  deps.wakeUps.endpointChanged(insid);
  return { message: WebhookMessages.removed };
}

/** The token's webhook; 404 when none is set. */
async function endpointOf(deps: WebhookDeps, insid: string): Promise<q.EndpointRow> {
  const endpoint = await q.findEndpoint(deps.db, insid);
  if (!endpoint) throw notFound(WebhookMessages.notSet);
  return endpoint;
}

/** The token's webhook, turned on: a delivery queued for one turned off would go nowhere (409). */
async function enabledEndpointOf(deps: WebhookDeps, insid: string): Promise<q.EndpointRow> {
  const endpoint = await endpointOf(deps, insid);
  if (!endpoint.enabled) {
    const why = endpoint.disabledReason ? ` Reason: ${endpoint.disabledReason}` : '';
    throw conflict(`${WebhookMessages.turnedOff}${why}`);
  }
  return endpoint;
}

/** A new signing secret, shown once; the replaced one signs deliveries beside it for a while. */
export async function rotateSecret(deps: WebhookDeps, insid: string) {
  await endpointOf(deps, insid);
  const secret = newSecret();
  await q.rotateSecretCipher(deps.db, insid, await sealed(deps.db, secret), WEBHOOK_SECRET_OVERLAP_HOURS);
  return { secret };
}

export async function sendTestEvent(deps: WebhookDeps, insid: string) {
  await enabledEndpointOf(deps, insid);
  const event = await deps.db.transaction(async (tx) => {
    const appended = await appendEvent(tx, insid, TEST_EVENT_TYPE, { note: WEBHOOK_TEST_NOTE });
    if (!appended) throw notFound('Token not found');
    return appended;
  });
  deps.wakeUps.eventsCommitted();
  return { message: WebhookMessages.testQueued, eventId: event.id };
}

/** A page of the token's deliveries, newest first; nextCursor is null on the last page. */
export async function deliveries(deps: WebhookDeps, insid: string, query: WebhookDeliveriesQuery) {
  const cursor = query.cursor ? parseDeliveryCursor(query.cursor) : null;
  const page = await keysetPage(
    (limit) => q.listDeliveries(deps.db, insid, { limit, cursor, status: query.status }),
    query.limit,
    (row) => row.cursor,
  );
  return {
    result: page.rows.map(({ delivery, type, seq }) => ({
      id: delivery.id,
      eventId: delivery.eventId,
      type,
      seq,
      status: delivery.status,
      attempts: delivery.attempts,
      lastStatusCode: delivery.lastStatusCode,
      lastError: delivery.lastError,
      nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
      createdAt: delivery.createdAt.toISOString(),
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    })),
    nextCursor: page.nextCursor,
  };
}

export async function replay(deps: WebhookDeps, insid: string, deliveryId: string) {
  await enabledEndpointOf(deps, insid);
  if (!(await q.replayDelivery(deps.db, deliveryId, insid))) throw notFound('Delivery not found');
  deps.wakeUps.eventsCommitted();
  return { message: WebhookMessages.replayQueued };
}

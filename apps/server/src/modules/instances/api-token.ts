import { type ChangeListener, listenForChanges, type SharedListener } from '../../db/change-listener';
import type { Db } from '../../db/client';
import type { ApiKeyResolver, ApiToken } from '../../http/api-key-guard';
import { hashToken } from '../../security/tokens';
import { ApiTokenCache } from './api-token-cache';
import type { InstanceDbRow } from './instance-row';
import * as q from './instances.queries';

/** The channel a trigger on `instances` notifies with the token id when a field below changes. */
const CHANGES_CHANNEL = 'instance_changed';

type Log = { warn(obj: object, msg: string): void };

function toApiToken(row: InstanceDbRow): ApiToken {
  return {
    id: row.id,
    userId: row.userId,
    trial: row.trial,
    status: row.status,
    authenticated: row.authenticated,
    validTill: row.validTill,
    messageValiditySeconds: row.messageValiditySeconds,
    blocksContacts: row.blocksContacts,
  };
}

/**
 * Resolves API keys to their tokens. Tokens are cached while PostgreSQL's change notifications
 * are arriving (so a deleted, expired, paid or relinked token is seen at once, whichever process
 * changed it); without them every call reads the database.
 */
export async function createApiTokenResolver(
  { db, changes }: { db: Db; changes: SharedListener },
  log: Log,
): Promise<{ resolve: ApiKeyResolver; forget(insid: string): void; close(): Promise<void> }> {
  const cache = new ApiTokenCache();
  const listener: ChangeListener = await listenForChanges(
    changes,
    CHANGES_CHANNEL,
    (insid) => cache.forget(insid),
    () => cache.clear(),
    log,
  );
  async function resolve(key: string): Promise<ApiToken | null> {
    const hash = hashToken(key);
    const cached = listener.listening ? cache.get(hash) : undefined;
    if (cached) return cached;
    const readAt = cache.begin();
    const row = await q.findByApiKeyHash(db, hash);
    if (!row) return null;
    const token = toApiToken(row);
    if (listener.listening) cache.set(hash, token, readAt);
    return token;
  }
  // forget: a change this process made is seen by its next call, before the notification comes back.
  return { resolve, forget: (insid) => cache.forget(insid), close: () => listener.close() };
}

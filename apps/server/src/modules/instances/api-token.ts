import type { Db } from '../../db/client';
import type { ApiToken } from '../../http/api-key-guard';
import { tokenByApiKey } from './instances.service';

/** The messaging API's view of the token an API key opens. */
export async function apiTokenFor(db: Db, key: string): Promise<ApiToken | null> {
  const row = await tokenByApiKey(db, key);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    trial: row.trial,
    status: row.status,
    authenticated: row.authenticated,
    messageValiditySeconds: row.messageValiditySeconds,
  };
}

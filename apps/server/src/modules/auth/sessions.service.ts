import type { Db, Queryable } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { hashToken, newToken } from '../../security/tokens';
import * as q from './sessions.queries';

export async function openSession(
  db: Db,
  userId: string,
  ttlHours: number,
  client: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = newToken();
  await q.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function resolveSession(db: Db, token: string): Promise<AuthenticatedUser | null> {
  if (token.length > 200) return null;
  const row = await q.findLiveSession(db, hashToken(token));
  return row ? { id: row.userId, sessionId: row.sessionId, role: row.role } : null;
}

/** Signs the session out (logout). */
export function closeSession(db: Queryable, sessionId: string): Promise<void> {
  return q.revokeSession(db, sessionId);
}

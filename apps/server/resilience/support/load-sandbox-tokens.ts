import { sql } from 'drizzle-orm';
import { call, type LinkedToken } from '../../../../bench/lib/linked-token';
import type { Db } from '../../src/db/client';
import { openSession } from '../../src/modules/auth/sessions.service';
import { hashPassword } from '../../src/security/password';
import { mapLimit } from './load-map-limit';

/**
 * `count` accounts `<prefix>1..count`, each with its trial token linked to its own sandbox phone
 * (`firstPhone` + i). Accounts and their sessions are written directly (one argon2 hash for all,
 * as sign-up and login would spend ~1,000 hashes on two cores); everything else goes through the
 * API as a user would: the first token fetch creates the trial, then show key, QR and scan.
 */
export async function sandboxTokens(
  base: string,
  db: Db,
  options: { prefix: string; count: number; firstPhone: number; concurrency?: number },
): Promise<Array<LinkedToken & { uuid: string }>> {
  const { prefix, count, firstPhone } = options;
  const hash = await hashPassword('Str0ng!pass');
  const created = await db.execute<{ id: string; n: number }>(sql`
    insert into users (username, email, name, password_hash)
    select ${prefix} || g, ${prefix} || g || '@example.com', 'Load User', ${hash}
    from generate_series(1, ${count}::int) g
    returning id, substring(username from ${prefix.length + 1})::int as n`);
  const ids = created.rows.sort((a, b) => a.n - b.n).map((row) => row.id);
  return mapLimit(ids, options.concurrency ?? 8, async (uuid, i) => {
    const session = await openSession(db, uuid, 24, { ip: null, userAgent: 'resilience load test' });
    const auth = { authorization: `Bearer ${session}` };
    const fetched = await call(base, '/dash/wa/fetchInstance', { uuid }, auth);
    const insid = (fetched.result as Array<{ insid: string }>)[0]?.insid as string;
    const key = (await call(base, '/dash/wa/showKey', { insid }, auth)).api_key as string;
    const qr = (await call(base, '/dash/wa/qr', { insid }, auth)).qr as string;
    const phone = String(firstPhone + i);
    await call(base, '/sandbox/scan', { qr, phone }, auth);
    return { uuid, insid, key, phone, auth };
  });
}

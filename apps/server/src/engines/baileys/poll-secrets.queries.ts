import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { waPollSecrets } from '../../db/schema';

export interface PollSecretRow {
  secret: Buffer;
  options: string[];
}

/**
 * Keeps the poll's secret and options, the first given for the message only: a send tried again
 * (after a crash) reuses the secret it first went with. Answers the kept one.
 */
export async function keepPollSecret(
  db: Queryable,
  insid: string,
  messageId: string,
  given: PollSecretRow,
): Promise<PollSecretRow> {
  await db
    .insert(waPollSecrets)
    .values({ messageId, instanceId: insid, secret: given.secret.toString('base64'), options: given.options })
    .onConflictDoNothing();
  return (await pollSecretOf(db, insid, messageId)) ?? given;
}

/** The token's poll secret and options for this message (our id); undefined when none is kept. */
export async function pollSecretOf(
  db: Queryable,
  insid: string,
  messageId: string,
): Promise<PollSecretRow | undefined> {
  const [row] = await db
    .select({ secret: waPollSecrets.secret, options: waPollSecrets.options })
    .from(waPollSecrets)
    .where(sql`${eq(waPollSecrets.messageId, messageId)} and ${eq(waPollSecrets.instanceId, insid)}`);
  return row && { secret: Buffer.from(row.secret, 'base64'), options: row.options };
}

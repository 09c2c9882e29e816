/** The codes a token waits to be linked by: its rotating QR and its pairing code. */
import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instances, simPairingCodes, simQrCodes } from '../../db/schema';

export async function saveQr(db: Queryable, insid: string, payload: string, expiresAt: Date): Promise<void> {
  await db
    .insert(simQrCodes)
    .values({ instanceId: insid, payload, expiresAt })
    .onConflictDoUpdate({ target: simQrCodes.instanceId, set: { payload, expiresAt } });
}

export async function deleteQr(db: Queryable, insid: string): Promise<void> {
  await db.delete(simQrCodes).where(eq(simQrCodes.instanceId, insid));
}

/** Ends the token's wait for a link: its QR and its pairing code stop working. */
export async function clearLinkCodes(db: Queryable, insid: string): Promise<void> {
  await deleteQr(db, insid);
  await db.delete(simPairingCodes).where(eq(simPairingCodes.instanceId, insid));
}

/** The token's pairing code for this phone number, replacing the one it had. */
export async function savePairingCode(
  db: Queryable,
  insid: string,
  phone: string,
  code: { code: string; expiresAt: Date },
): Promise<void> {
  const values = { phone, code: code.code, expiresAt: code.expiresAt };
  await db
    .insert(simPairingCodes)
    .values({ instanceId: insid, ...values })
    .onConflictDoUpdate({ target: simPairingCodes.instanceId, set: values });
}

/** A live pairing code of one of the account's tokens (another account's code is not found). */
export async function findLivePairingCode(db: Queryable, accountId: string, code: string) {
  const [row] = await db
    .select({ instanceId: simPairingCodes.instanceId, phone: simPairingCodes.phone })
    .from(simPairingCodes)
    .innerJoin(instances, eq(instances.id, simPairingCodes.instanceId))
    .where(
      and(
        eq(simPairingCodes.code, code),
        gt(simPairingCodes.expiresAt, new Date()),
        eq(instances.userId, accountId),
      ),
    );
  return row;
}

/** The live QR of one of the account's tokens (another account's QR is not found). */
export async function findLiveQr(db: Queryable, accountId: string, payload: string) {
  const [row] = await db
    .select({ instanceId: simQrCodes.instanceId })
    .from(simQrCodes)
    .innerJoin(instances, eq(instances.id, simQrCodes.instanceId))
    .where(
      and(
        eq(simQrCodes.payload, payload),
        gt(simQrCodes.expiresAt, new Date()),
        eq(instances.userId, accountId),
      ),
    );
  return row;
}

export async function currentQr(db: Queryable, insid: string) {
  const [row] = await db
    .select()
    .from(simQrCodes)
    .where(and(eq(simQrCodes.instanceId, insid), gt(simQrCodes.expiresAt, new Date())));
  return row;
}

import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { simBlocks } from '../../db/schema';
import type { ContactPicture, ContactRef } from '../engine';
import { EngineError } from '../engine-error';
import type { EngineEventHub } from '../event-hub';
import { SendFailures } from '../send-failures';
import {
  sandboxAbout,
  sandboxBusiness,
  sandboxLidOf,
  sandboxPicture,
  sandboxPushName,
} from './sandbox-profiles';
import * as q from './simulator.queries';

/** Whether the token blocked the phone: what it types to the token is not delivered. */
export async function blockedBy(db: Queryable, insid: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: simBlocks.phone })
    .from(simBlocks)
    .where(and(eq(simBlocks.instanceId, insid), eq(simBlocks.phone, phone)));
  return row !== undefined;
}

/**
 * The sandbox's people as a token sees them (rules in sandbox-profiles.ts): the profile of a phone
 * of the token's account, blocking, and the address book a linked phone hands over.
 */
export class SimulatorContacts {
  constructor(
    private readonly db: Db,
    private readonly hub: EngineEventHub,
  ) {}

  /** The number of the account's phone the person is: by number, or by a phone's LID. */
  private async phoneOf(insid: string, contact: ContactRef): Promise<string | null> {
    const linked = await q.linkedPhone(this.db, insid);
    if (!linked) throw new EngineError('not-connected', SendFailures.notConnected);
    const phones = await q.phonesOf(this.db, linked.accountId);
    const found = phones.find((p) =>
      contact.number ? p.phone === contact.number : sandboxLidOf(p.phone) === contact.lid,
    );
    return found?.phone ?? null;
  }

  async about(insid: string, contact: ContactRef): Promise<string | null> {
    const phone = await this.phoneOf(insid, contact);
    return phone ? sandboxAbout(phone) : null;
  }

  async picture(insid: string, contact: ContactRef): Promise<ContactPicture | null> {
    const phone = await this.phoneOf(insid, contact);
    const data = phone ? await sandboxPicture(phone) : null;
    return data ? { mimeType: 'image/png', data } : null;
  }

  async block(insid: string, contact: ContactRef, blocked: boolean): Promise<void> {
    const phone = (await this.phoneOf(insid, contact)) ?? contact.number;
    if (!phone) return;
    if (blocked) await this.db.insert(simBlocks).values({ instanceId: insid, phone }).onConflictDoNothing();
    else
      await this.db.delete(simBlocks).where(and(eq(simBlocks.instanceId, insid), eq(simBlocks.phone, phone)));
  }

  /** On link, the phone's address book: every other phone of the account, with its LID and profile. */
  async announce(insid: string, wid: string): Promise<void> {
    const linked = await q.linkedPhone(this.db, insid);
    if (!linked) return;
    const phones = (await q.phonesOf(this.db, linked.accountId)).filter((p) => p.phone !== wid);
    if (phones.length === 0) return;
    this.hub.emit('contacts', {
      insid,
      contacts: phones.map(({ phone }) => ({
        number: phone,
        lid: sandboxLidOf(phone),
        pushName: sandboxPushName(phone),
        business: sandboxBusiness(phone),
      })),
    });
  }
}

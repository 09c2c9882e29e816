import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { simBlocks } from '../../db/schema';
import { EngineError } from '../engine-error';
import type { EngineEventHub } from '../event-hub';
import type { ContactPicture, ContactRef } from '../operations/contacts';
import { SendFailures } from '../send-failures';
import {
  sandboxAbout,
  sandboxBusiness,
  sandboxLidOf,
  sandboxPicture,
  sandboxPushName,
} from './sandbox-profiles';
import * as q from './simulator.queries';
import { findProfile } from './statuses.queries';

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

  /** The account's phone the person is: by number, or by a phone's LID. */
  private async networkPhoneOf(insid: string, contact: ContactRef): Promise<q.NetworkPhone | null> {
    const linked = await q.linkedPhone(this.db, insid);
    if (!linked) throw new EngineError('not-connected', SendFailures.notConnected);
    const phones = await q.phonesOf(this.db, linked.accountId);
    const found = phones.find((p) =>
      contact.number ? p.phone === contact.number : sandboxLidOf(p.phone) === contact.lid,
    );
    return found ? { accountId: linked.accountId, phone: found.phone } : null;
  }

  private async phoneOf(insid: string, contact: ContactRef): Promise<string | null> {
    return (await this.networkPhoneOf(insid, contact))?.phone ?? null;
  }

  /** A profile its token set (PATCH /instance/profile) comes first; else the sandbox's rule. */
  async about(insid: string, contact: ContactRef): Promise<string | null> {
    const at = await this.networkPhoneOf(insid, contact);
    if (!at) return null;
    return (await findProfile(this.db, at))?.about ?? sandboxAbout(at.phone);
  }

  async picture(insid: string, contact: ContactRef): Promise<ContactPicture | null> {
    const at = await this.networkPhoneOf(insid, contact);
    if (!at) return null;
    const own = await findProfile(this.db, at);
    if (own)
      return own.pictureJpeg
        ? { mimeType: 'image/jpeg', data: Buffer.from(own.pictureJpeg, 'base64') }
        : null;
    const data = await sandboxPicture(at.phone);
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

import { randomUUID } from 'node:crypto';
import {
  isChannelId,
  isGroupId,
  normalizePairingCode,
  type SandboxMessages,
  type SandboxPhone,
  type SandboxPhoneSummary,
} from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import { phoneChats } from './phone-chats';
import { sentIdOf, sentPayloads } from './phone-chats.queries';
import { idForToken } from './received-ids';
import * as q from './simulator.queries';
import type { SimulatorEngine } from './simulator-engine';

/** What a phone writes: to a contact or a group, optionally replying to a message of a contact's chat. */
export interface PhoneReply {
  to: string;
  body: string;
  quotedId?: string;
}

export class SandboxError extends Error {
  constructor(readonly reason: keyof typeof SandboxMessages) {
    super(reason);
  }
}

/** What a person does with a virtual phone: open it, scan a QR or type a pairing code, read and reply. */
export function createSandbox(engine: SimulatorEngine) {
  const { db } = engine;
  /** Replies arriving together are stored in one statement and commit (a phone tapping away, or a load test). */
  const replies = GroupCommit.ofWrites(async (rows: q.NewSimMessage[]) => {
    await q.insertSimMessages(db, rows);
  });

  /** The phone as `found` (undefined: not found) once it is the user's: only a new phone is claimed. */
  async function owned(phone: string, userId: string, found: q.SimPhoneRow | undefined) {
    const row = found?.ownerUserId === userId ? found : await q.claimPhone(db, phone, userId);
    if (row.ownerUserId !== userId) throw new SandboxError('phoneNotYours');
    return row;
  }

  const ownedPhone = async (phone: string, userId: string) =>
    owned(phone, userId, await q.findPhone(db, phone));

  const view = async (p: q.SimPhoneRow): Promise<SandboxPhone> => ({
    phone: p.phone,
    linkedInsid: p.linkedInstanceId,
    chats: await phoneChats(db, p.phone),
  });

  /**
   * Links the user's phone to the token `find` names (by its QR or pairing code), then tells the
   * engine. One phone, one token; one token, one phone.
   */
  async function linkTo(phone: string, userId: string, find: (tx: Queryable) => Promise<string>) {
    const insid = await db.transaction(async (tx) => {
      const insid = await find(tx);
      const row = await q.claimPhone(tx, phone, userId);
      if (row.ownerUserId !== userId) throw new SandboxError('phoneNotYours');
      if (row.linkedInstanceId && row.linkedInstanceId !== insid) throw new SandboxError('phoneTaken');
      const current = await q.linkedPhone(tx, insid);
      if (current && current !== phone) throw new SandboxError('tokenTaken');
      await q.setLink(tx, phone, insid);
      await q.clearLinkCodes(tx, insid);
      return insid;
    });
    engine.linked(insid, phone);
    return { insid, wid: phone };
  }

  async function writeInGroup(phone: string, userId: string, groupId: string, body: string) {
    await ownedPhone(phone, userId);
    const id = randomUUID();
    if (!(await engine.phoneTypedInGroup(phone, groupId, id, body))) throw new SandboxError('notGroupMember');
    return id;
  }

  return {
    async open(phone: string, userId: string): Promise<SandboxPhone> {
      return view(await ownedPhone(phone, userId));
    },

    /**
     * The file of the phone's message `id` (as its chats list it): the token's media value (a
     * stored reference or an https URL) and the name it was sent under; null when it has none.
     */
    async mediaOf(phone: string, userId: string, id: string) {
      await ownedPhone(phone, userId);
      const sentId = await sentIdOf(db, phone, id);
      const payload = sentId ? (await sentPayloads(db, [sentId])).get(sentId) : undefined;
      if (payload?.kind !== 'media' || typeof payload.media !== 'string') return null;
      return { ref: payload.media, fileName: typeof payload.fileName === 'string' ? payload.fileName : null };
    },

    async list(userId: string): Promise<SandboxPhoneSummary[]> {
      const phones = await q.phonesOf(db, userId);
      return phones.map((p) => ({ phone: p.phone, linkedInsid: p.linkedInstanceId }));
    },

    /** Links the phone to the token showing this QR. */
    scan: (qr: string, phone: string, userId: string) =>
      linkTo(phone, userId, async (tx) => {
        const code = await q.findLiveQr(tx, qr);
        if (!code) throw new SandboxError('qrInvalid');
        return code.instanceId;
      }),

    /** The phone types a pairing code that a token issued for its number (ABCD-EFGH or abcdefgh). */
    enterPairingCode: (code: string, phone: string, userId: string) =>
      linkTo(phone, userId, async (tx) => {
        const pairing = await q.findLivePairingCode(tx, normalizePairingCode(code));
        if (!pairing) throw new SandboxError('pairingCodeInvalid');
        if (pairing.phone !== phone) throw new SandboxError('pairingCodeOtherPhone');
        return pairing.instanceId;
      }),

    /**
     * The phone writes to another virtual phone (typically answering a token): both phones' chats
     * show it, and the other phone's linked token receives it as an incoming message. To a group
     * it is a member of, every other member's chat shows it and their tokens receive it, with this
     * phone as the author. Answers its id.
     */
    async reply(phone: string, userId: string, reply: PhoneReply): Promise<string> {
      const { to: toWid, body, quotedId } = reply;
      if (isChannelId(toWid)) throw new SandboxError('channelReadOnly');
      if (isGroupId(toWid)) {
        if (quotedId) throw new SandboxError('quoteNotInChat');
        return writeInGroup(phone, userId, toWid, body);
      }
      // Both phones in one read: the common case (the user's own phone, a linked token) needs no other.
      const found = await q.findPhones(db, [phone, toWid]);
      await owned(phone, userId, found.get(phone));
      const to = found.get(toWid);
      if (!to) throw new SandboxError('noLink');
      const quoted = quotedId ? await q.findInDirectChat(db, phone, toWid, quotedId) : undefined;
      if (quotedId && !quoted) throw new SandboxError('quoteNotInChat');
      const id = randomUUID();
      await replies.submit({ id, phone, direction: 'out', peer: toWid, body, status: 'delivered', quotedId });
      const insid = to.linkedInstanceId;
      if (insid)
        engine.hub.emit('message', {
          insid,
          message: {
            id,
            from: phone,
            type: 'text',
            body,
            timestamp: new Date(),
            ...(quoted && { quotedId: idForToken(insid, toWid, quoted) }),
          },
        });
      return id;
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;

import { randomUUID } from 'node:crypto';
import {
  isChannelId,
  isGroupId,
  normalizePairingCode,
  type SandboxPhone,
  type SandboxPhoneSummary,
} from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import type { IncomingMessage, PollContent } from '../engine-events';
import * as linkCodes from './link-codes.queries';
import type { SimChange } from './message-changes.queries';
import { phoneChats } from './phone-chats';
import { phoneSentContent, sentIdOf, sentPayloads } from './phone-chats.queries';
import { idForToken } from './received-ids';
import { SandboxError } from './sandbox-error';
import { changeGroupSubject } from './sandbox-group-subject';
import { sandboxProfileOf, sandboxWriter } from './sandbox-profiles';
import { voteOnPoll } from './sandbox-votes';
import * as phoneMessages from './sim-messages.queries';
import * as q from './simulator.queries';
import { blockedBy } from './simulator-contacts';
import type { SimulatorEngine } from './simulator-engine';

/** What a phone writes: to a contact or a group, optionally replying to a message of a contact's chat. */
export interface PhoneReply {
  to: string;
  body: string;
  quotedId?: string;
  /** A poll or a sticker instead of text (to a contact only); `body` then describes it. */
  content?: PhoneContent;
}

/** What a phone sends beyond text, kept with its message as a token's payload would hold it. */
export type PhoneContent =
  | ({ kind: 'poll' } & PollContent)
  | { kind: 'sticker'; media: string; mimeType: string; size: number };

/** The message the phone's linked token receives for what the phone sent beyond text. */
function receivedExtras(content: PhoneContent | undefined): Partial<IncomingMessage> {
  if (content?.kind === 'poll') {
    const { kind: _, ...poll } = content;
    return { type: 'poll', poll };
  }
  if (content?.kind === 'sticker')
    return { type: 'sticker', file: { ref: content.media, mimeType: content.mimeType, size: content.size } };
  return {};
}

export { SandboxError };

/** The status of a phone's message a token that blocked the phone did not get. */
export const UNDELIVERED = 'undelivered';

/**
 * What a person does with a virtual phone of their account: open it, scan a QR or type a pairing
 * code of one of their tokens, read and reply. A number opened by two accounts is two phones.
 */
export function createSandbox(engine: SimulatorEngine) {
  const { db } = engine;
  /** Replies arriving together are stored in one statement and commit (a phone tapping away, or a load test). */
  const replies = GroupCommit.ofWrites(async (rows: phoneMessages.NewSimMessage[]) => {
    await phoneMessages.insertSimMessages(db, rows);
  });

  /** The user's phone of this number: the account is the user. */
  const phoneOf = (phone: string, userId: string): q.NetworkPhone => ({ accountId: userId, phone });

  const view = async (p: q.SimPhoneRow): Promise<SandboxPhone> => ({
    phone: p.phone,
    linkedInsid: p.linkedInstanceId,
    chats: await phoneChats(db, p),
    profile: sandboxProfileOf(p.phone),
  });

  /**
   * Links the user's phone to the user's token `find` names (by its QR or pairing code), then
   * tells the engine and waits until the token is recorded connected: the link is answered only
   * then, and refused when the server undid it (another token holds the number). One phone, one
   * token; one token, one phone; a number linked in another account is taken.
   */
  async function linkTo(phone: string, userId: string, find: (tx: Queryable) => Promise<string>) {
    const at = phoneOf(phone, userId);
    const insid = await db.transaction(async (tx) => {
      const insid = await find(tx);
      const row = await q.openPhone(tx, at);
      if (row.linkedInstanceId && row.linkedInstanceId !== insid) throw new SandboxError('phoneTaken');
      if (await q.linkedInOtherAccount(tx, at)) throw new SandboxError('phoneTaken');
      const current = await q.linkedPhone(tx, insid);
      if (current && current.phone !== phone) throw new SandboxError('tokenTaken');
      await q.setLink(tx, at, insid);
      await linkCodes.clearLinkCodes(tx, insid);
      return insid;
    });
    await engine.linked(insid, phone);
    if ((await q.linkedPhone(db, insid))?.phone !== phone) throw new SandboxError('phoneTaken');
    return { insid, wid: phone };
  }

  async function writeInGroup(at: q.NetworkPhone, groupId: string, body: string) {
    await q.openPhone(db, at);
    const id = randomUUID();
    if (await engine.groupAdmin.sendRefused(at, groupId)) throw new SandboxError('onlyAdminsSend');
    if (!(await engine.phoneTypedInGroup(at, groupId, id, body))) throw new SandboxError('notGroupMember');
    return id;
  }

  async function change(phone: string, userId: string, id: string, what: SimChange) {
    const refused = await engine.changes.byPhone(phoneOf(phone, userId), id, what);
    if (refused) throw new SandboxError(refused);
  }

  return {
    /** The phone edits a text it typed to a contact; that contact's token hears of it. */
    edit: (phone: string, userId: string, id: string, body: string) =>
      change(phone, userId, id, { change: 'edit', body }),

    /** The phone deletes a message it typed to a contact for everyone. */
    revoke: (phone: string, userId: string, id: string) => change(phone, userId, id, { change: 'revoke' }),

    async open(phone: string, userId: string): Promise<SandboxPhone> {
      return view(await q.openPhone(db, phoneOf(phone, userId)));
    },

    /**
     * The file of the phone's message `id` (as its chats list it): the token's media value (a
     * stored reference or an https URL) and the name it was sent under; null when it has none.
     */
    async mediaOf(phone: string, userId: string, id: string) {
      const at = phoneOf(phone, userId);
      const sentId = await sentIdOf(db, at, id);
      const payload =
        (sentId ? (await sentPayloads(db, [sentId])).get(sentId) : undefined) ??
        (await phoneSentContent(db, at, id));
      const hasFile = payload?.kind === 'media' || payload?.kind === 'sticker';
      if (!hasFile || typeof payload.media !== 'string') return null;
      return { ref: payload.media, fileName: typeof payload.fileName === 'string' ? payload.fileName : null };
    },

    async list(userId: string): Promise<SandboxPhoneSummary[]> {
      const phones = await q.phonesOf(db, userId);
      return phones.map((p) => ({ phone: p.phone, linkedInsid: p.linkedInstanceId }));
    },

    /** Links the phone to the user's token showing this QR (another account's QR is not valid here). */
    scan: (qr: string, phone: string, userId: string) =>
      linkTo(phone, userId, async (tx) => {
        const code = await linkCodes.findLiveQr(tx, userId, qr);
        if (!code) throw new SandboxError('qrInvalid');
        return code.instanceId;
      }),

    /** The phone types a pairing code that a token of the user issued for its number (ABCD-EFGH or abcdefgh). */
    enterPairingCode: (code: string, phone: string, userId: string) =>
      linkTo(phone, userId, async (tx) => {
        const pairing = await linkCodes.findLivePairingCode(tx, userId, normalizePairingCode(code));
        if (!pairing) throw new SandboxError('pairingCodeInvalid');
        if (pairing.phone !== phone) throw new SandboxError('pairingCodeOtherPhone');
        return pairing.instanceId;
      }),

    /**
     * The phone writes to another virtual phone of its account (typically answering a token):
     * both phones' chats show it, and the other phone's linked token receives it as an incoming
     * message. A number with no phone in the account (another account's phones included) is not
     * on its network. To a group it is a member of, every other member's chat shows it and their
     * tokens receive it, with this phone as the author. Answers its id.
     */
    async reply(phone: string, userId: string, reply: PhoneReply): Promise<string> {
      const { to: toWid, body, quotedId, content } = reply;
      const at = phoneOf(phone, userId);
      if (isChannelId(toWid)) throw new SandboxError('channelReadOnly');
      if (isGroupId(toWid)) {
        if (content) throw new SandboxError('contactOnly');
        if (quotedId) throw new SandboxError('quoteNotInChat');
        return writeInGroup(at, toWid, body);
      }
      // Both phones in one read: the common case (the user's own phone, a linked token) needs no other.
      const found = await q.findPhones(db, userId, [phone, toWid]);
      if (!found.has(phone)) await q.openPhone(db, at);
      const to = found.get(toWid);
      if (!to) throw new SandboxError('noLink');
      const quoted = quotedId ? await phoneMessages.findInDirectChat(db, at, toWid, quotedId) : undefined;
      if (quotedId && !quoted) throw new SandboxError('quoteNotInChat');
      const id = randomUUID();
      const insid = to.linkedInstanceId;
      // A token that blocked this phone never gets it: one tick on the phone, as on WhatsApp.
      const blocked = insid !== null && (await blockedBy(db, insid, phone));
      await replies.submit({
        id,
        accountId: userId,
        phone,
        direction: 'out',
        peer: toWid,
        body,
        status: blocked ? UNDELIVERED : 'delivered',
        quotedId,
        content: content ? { ...content } : null,
      });
      const own = found.get(phone)?.linkedInstanceId;
      if (own) engine.chats.wroteOnPhone(own, toWid, { id, type: content?.kind ?? 'text', body });
      if (insid && !blocked)
        engine.hub.emit('message', {
          insid,
          message: {
            id,
            from: phone,
            ...sandboxWriter(phone),
            type: 'text',
            body,
            timestamp: new Date(),
            ...(quoted && { quotedId: idForToken(insid, toWid, quoted) }),
            ...receivedExtras(content),
          },
        });
      return id;
    },

    /** The phone changes the subject of a group it is an admin of (see sandbox-group-subject.ts). */
    groupSubject: (phone: string, userId: string, groupId: string, subject: string) =>
      changeGroupSubject(engine, phoneOf(phone, userId), groupId, subject),

    /** The phone votes on a poll it received (see sandbox-votes.ts). */
    vote: (phone: string, userId: string, messageId: string, options: string[]) =>
      voteOnPoll(engine, phoneOf(phone, userId), messageId, options),
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;

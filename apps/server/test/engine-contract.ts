import { CHANNEL_ID_PATTERN, GROUP_ID_PATTERN } from '@chatgate/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  DeliveryStatus,
  EngineEventName,
  EngineEvents,
  MessagingEngine,
  PollContent,
} from '../src/engines/engine';
import { sendInTurn } from '../src/engines/send-in-turn';
import { callLifecycleContract } from './engine-contract-calls';
import { type ChatHarness, chatContract } from './engine-contract-chats';
import { type ContactsHarness, contactsContract } from './engine-contract-contacts';
import { groupAdminContract } from './engine-contract-group-admin';
import { pollAndStickerContract } from './engine-contract-polls';
import { presenceAndCallsContract } from './engine-contract-presence';
import { profileAndStatusContract } from './engine-contract-statuses';
import type { CallStep } from './fake-whatsapp/calls';

/**
 * The behaviour every MessagingEngine must show. `link` and `enterPairingCode` play the phone's
 * part (scanning the QR, typing the pairing code); `registered`/`unregistered` are numbers the engine's network knows and does not know.
 */
export interface EngineHarness extends ContactsHarness, ChatHarness {
  engine: MessagingEngine;
  /** A token id the engine may start a session for; a new one on every call. */
  newToken(): Promise<string>;
  /** Scans the QR payload with a phone; resolves once the engine saw it. */
  link(qr: string, phone: string): Promise<void>;
  /** Types the pairing code on the phone with this number; resolves once the engine saw it. */
  enterPairingCode(code: string, phone: string): Promise<void>;
  registered: string;
  unregistered: string;
  /** How many copies of the message (direct or posted in a group) the recipient's phone holds. */
  receivedBy(phone: string, messageId: string): Promise<number>;
  phone(): string;
  /** The phone `from` writes a text to the token's phone `toPhone`; answers its own id of the message. */
  phoneWrites(from: string, toPhone: string, body: string): Promise<string>;
  /** Whether the phone `from` sees its message (the id phoneWrites answered) read. */
  seenRead(from: string, id: string): Promise<boolean>;
  /** The phone `from` edits (a new body) or deletes for everyone (null) its message `id` to `toPhone`. */
  phoneChanges(from: string, toPhone: string, id: string, body: string | null): Promise<void>;
  /** The phone votes on the token's poll (our message id) it received: a click on the phone. */
  phoneVotes(phone: string, messageId: string, options: string[]): Promise<void>;
  /** The phone `from` sends a poll to the token's phone `toPhone`. */
  phoneSendsPoll(from: string, toPhone: string, poll: PollContent): Promise<void>;
  /** The phone `from` sends a sticker (a WebP) to the token's phone `toPhone`. */
  phoneSendsSticker(from: string, toPhone: string, webp: Buffer): Promise<void>;
  /** The phone (not through a token) changes the subject of a group it is an admin of. */
  phoneChangesSubject(phone: string, groupId: string, subject: string): Promise<void>;
  /** Whether the group has a picture set. */
  groupHasPicture(groupId: string): Promise<boolean>;
  /** What the phone received as the token's message (our id): a poll, a sticker, or null for anything else. */
  receivedContent(phone: string, messageId: string): Promise<PollContent | 'sticker' | null>;
  /** What the viewer's phone shows of the contact under the chat's name: typing, recording or nothing. */
  presenceSeen(viewer: string, contact: string): Promise<'typing' | 'recording' | null>;
  /** The phone types or stops in the chat with `to`, or opens (available) or closes (unavailable). */
  phonePresence(
    from: string,
    state: 'typing' | 'paused' | 'available' | 'unavailable',
    to?: string,
  ): Promise<void>;
  /** The phone calls `toPhone`; answers the engine's call id. */
  phoneCalls(from: string, toPhone: string, video: boolean): Promise<string>;
  /** Whether the caller's phone sees its call declined. */
  callRejected(from: string, callId: string): Promise<boolean>;
  /**
   * The call from `from` to the token's phone `toPhone` goes on: answered or declined on the
   * token's phone, hung up by either phone, or rung out (no answer for 30 s).
   */
  callStep(from: string, toPhone: string, callId: string, step: CallStep): Promise<void>;
  /** What the network keeps of the token's status (our id): its recipients, text, whether deleted. */
  statusOn(statusId: string): Promise<{ recipients: string[]; body: string; revoked: boolean } | null>;
  /** The phone opens the token's status (our id) shown to it. */
  phoneViewsStatus(viewer: string, statusId: string): Promise<void>;
  /** The phone `from` posts a text status its contact `toPhone` (a token's phone it wrote to) sees; its id on the network. */
  phonePostsStatus(from: string, toPhone: string, body: string): Promise<string>;
  /** The phone `from` deletes the status it posted (as phonePostsStatus answered it). */
  phoneDeletesStatus(from: string, posted: string): Promise<void>;
  /** The profile the network shows for the number. */
  profileOn(phone: string): Promise<{ name: string; about: string; picture: boolean }>;
  close(): Promise<void>;
}

export function nextEvent<K extends EngineEventName>(
  engine: MessagingEngine,
  name: K,
  match: (e: EngineEvents[K]) => boolean,
): Promise<EngineEvents[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event`)), 5000);
    const off = engine.on(name, (event) => {
      if (!match(event)) return;
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
}

/** A token whose session was started and whose QR a new phone scanned. */
export async function connectedToken(h: EngineHarness): Promise<{ insid: string; phone: string }> {
  const insid = await h.newToken();
  const started = await h.engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  const phone = h.phone();
  await h.link(started.qr, phone);
  return { insid, phone };
}

/** The statuses the engine reports for a message, until it reports `last`. */
export function statusesUntil(engine: MessagingEngine, messageId: string, last: DeliveryStatus) {
  const seen: DeliveryStatus[] = [];
  const done = new Promise<DeliveryStatus[]>((resolve) => {
    const off = engine.on('status', (e) => {
      if (e.messageId !== messageId) return;
      seen.push(e.status);
      if (e.status === last) {
        off();
        resolve(seen);
      }
    });
  });
  return done;
}

const text = (id: string, to: string, body: string) => ({ kind: 'text' as const, id, to, body });

export function engineContract(name: string, makeHarness: () => Promise<EngineHarness>) {
  describe(`MessagingEngine contract: ${name}`, () => {
    let h: EngineHarness;
    beforeEach(async () => {
      h = await makeHarness();
    });
    afterEach(() => h.close());

    it('starts idle, shows a QR, and connects with the phone id once scanned', async () => {
      const insid = await h.newToken();
      expect((await h.engine.sessionState(insid)).state).toBe('idle');
      const started = await h.engine.startSession(insid);
      if (started.state !== 'qr') throw new Error('expected a QR');
      expect(started.qr.length).toBeGreaterThan(10);
      expect(started.expiresAt.getTime()).toBeGreaterThan(Date.now());

      const phone = h.phone();
      const connected = nextEvent(h.engine, 'connected', (e) => e.insid === insid);
      await h.link(started.qr, phone);
      expect(await connected).toEqual({ insid, wid: phone });
      expect(await h.engine.sessionState(insid)).toEqual({ state: 'connected', wid: phone });
      expect(await h.engine.startSession(insid)).toEqual({ state: 'connected', wid: phone });
    });

    it('links by pairing code: the phone typing it connects the token with that phone id', async () => {
      const insid = await h.newToken();
      const phone = h.phone();
      const pairing = await h.engine.requestPairingCode(insid, phone);
      expect(pairing.code).toMatch(/^[A-Z0-9]{8}$/);
      expect(pairing.expiresAt.getTime()).toBeGreaterThan(Date.now());

      const connected = nextEvent(h.engine, 'connected', (e) => e.insid === insid);
      await h.enterPairingCode(pairing.code, phone);
      expect(await connected).toEqual({ insid, wid: phone });
      expect(await h.engine.sessionState(insid)).toEqual({ state: 'connected', wid: phone });
    });

    it('refuses a pairing code for a token that is already connected', async () => {
      const { insid } = await connectedToken(h);
      await expect(h.engine.requestPairingCode(insid, h.phone())).rejects.toMatchObject({
        name: 'EngineError',
        reason: 'already-connected',
      });
    });

    it('logs out: disconnected event, and the next session needs a new QR', async () => {
      const { insid } = await connectedToken(h);
      const disconnected = nextEvent(h.engine, 'disconnected', (e) => e.insid === insid);
      await h.engine.logout(insid);
      expect((await disconnected).reason).toBe('logout');
      expect((await h.engine.startSession(insid)).state).toBe('qr');
    });

    it('sends a text: sent, delivered, read in order, with our message id', async () => {
      const { insid } = await connectedToken(h);
      const seen: string[] = [];
      const read = new Promise<void>((resolve) => {
        h.engine.on('status', (e) => {
          if (e.messageId !== '00000000-0000-4000-8000-000000000001') return;
          seen.push(e.status);
          if (e.status === 'read') resolve();
        });
      });
      await h.engine.send(insid, {
        kind: 'text',
        id: '00000000-0000-4000-8000-000000000001',
        to: h.registered,
        body: 'hi',
      });
      await read;
      expect(seen).toEqual(['sent', 'delivered', 'read']);
    });

    it('sends read receipts: the phone that wrote to the token sees its message read', async () => {
      const { insid, phone } = await connectedToken(h);
      const writer = h.phone();
      const other = h.phone();
      const arrived = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.from === writer);
      const ownId = await h.phoneWrites(writer, phone, 'did you see this?');
      const { message } = await arrived;
      const otherArrived = nextEvent(
        h.engine,
        'message',
        (e) => e.insid === insid && e.message.from === other,
      );
      const otherId = await h.phoneWrites(other, phone, 'and this?');
      await otherArrived;
      expect(await h.seenRead(writer, ownId)).toBe(false);

      await h.engine.sendReadReceipts(insid, writer, [message]);
      await expect.poll(() => h.seenRead(writer, ownId)).toBe(true);
      expect(await h.seenRead(other, otherId)).toBe(false);
    });

    it('refuses read receipts for a token without a phone', async () => {
      const insid = await h.newToken();
      await expect(
        h.engine.sendReadReceipts(insid, h.registered, [{ id: '00000000-0000-4000-8000-000000000051' }]),
      ).rejects.toMatchObject({ name: 'EngineError', reason: 'not-connected' });
    });

    it('fails a send to an unregistered number, and tells which numbers are registered', async () => {
      const { insid } = await connectedToken(h);
      expect(await h.engine.checkNumber(insid, h.registered)).toBe(true);
      expect(await h.engine.checkNumber(insid, h.unregistered)).toBe(false);
      const failed = nextEvent(h.engine, 'status', (e) => e.status === 'failed');
      await h.engine.send(insid, {
        kind: 'text',
        id: '00000000-0000-4000-8000-000000000002',
        to: h.unregistered,
        body: 'x',
      });
      expect((await failed).error).toMatch(/not registered/);
    });

    it('sends a message id once, even when asked twice (a retry after a crash)', async () => {
      const { insid } = await connectedToken(h);
      const sent: string[] = [];
      h.engine.on('status', (e) => {
        if (e.status === 'sent') sent.push(e.messageId);
      });
      const message = {
        kind: 'text' as const,
        id: '00000000-0000-4000-8000-000000000003',
        to: h.registered,
        body: 'once',
      };
      await h.engine.send(insid, message);
      await h.engine.send(insid, message);
      expect(await h.receivedBy(h.registered, message.id)).toBe(1);
      expect(sent.filter((id) => id === message.id).length).toBeLessThanOrEqual(2);
    });

    // Through the engine's sendMany where it has one, else one send after another.
    it('sends a burst in order, each message as a send of its own would end', async () => {
      const a = await connectedToken(h);
      const b = await connectedToken(h);
      const group = await h.engine.createGroup(a.insid, 'Burst', [h.registered]);
      const id = (n: number) => `00000000-0000-4000-8000-0000000000${n}`;
      const earlier = text(id(40), h.registered, 'earlier');
      const earlierRead = statusesUntil(h.engine, earlier.id, 'read');
      await h.engine.send(a.insid, earlier);
      await earlierRead;

      const burst = [
        text(id(41), h.registered, 'one'),
        text(id(42), h.unregistered, 'two'),
        text(id(43), b.phone, 'three'),
        text(id(44), group.id, 'four'),
        earlier,
        text(id(45), h.registered, 'five'),
      ];
      const firstEvents: string[] = [];
      h.engine.on('status', (e) => {
        const first = !firstEvents.some((seen) => seen.startsWith(e.messageId));
        if (e.insid === a.insid && e.messageId !== earlier.id && first)
          firstEvents.push(`${e.messageId} ${e.status}`);
      });
      const reads = [41, 43, 44, 45].map((n) => statusesUntil(h.engine, id(n), 'read'));
      const incoming = nextEvent(h.engine, 'message', (e) => e.insid === b.insid);
      expect(await sendInTurn(h.engine, a.insid, burst)).toEqual({ sent: burst.length });
      expect(firstEvents).toEqual([
        `${id(41)} sent`,
        `${id(42)} failed`,
        `${id(43)} sent`,
        `${id(44)} sent`,
        `${id(45)} sent`,
      ]);
      for (const statuses of await Promise.all(reads))
        expect(statuses).toEqual(['sent', 'delivered', 'read']);
      expect((await incoming).message).toMatchObject({ from: a.phone, body: 'three' });
      for (const n of [40, 41, 44, 45]) expect(await h.receivedBy(h.registered, id(n))).toBe(1);
      expect(await h.receivedBy(b.phone, id(43))).toBe(1);
    });

    it('keeps the link across stopSession, so no new scan is needed', async () => {
      const { insid, phone } = await connectedToken(h);
      await h.engine.stopSession(insid);
      expect(await h.engine.startSession(insid)).toEqual({ state: 'connected', wid: phone });
    });

    it('creates a group of registered numbers, owned by its creator; member tokens hear of it', async () => {
      const a = await connectedToken(h);
      const b = await connectedToken(h);
      const heard = nextEvent(h.engine, 'group', (e) => e.insid === b.insid && e.action === 'create');
      const group = await h.engine.createGroup(a.insid, 'Team', [b.phone, h.registered, b.phone, a.phone]);
      expect(group.id).toMatch(GROUP_ID_PATTERN);
      expect(group).toMatchObject({ subject: 'Team', owner: a.phone });
      expect(group.participants[0]).toMatchObject({ number: a.phone, role: 'superadmin' });
      expect(group.participants.map((p) => p.number).sort()).toEqual([a.phone, b.phone, h.registered].sort());
      const event = await heard;
      expect(event).toMatchObject({ groupId: group.id, author: a.phone, subject: 'Team' });
      expect(event.participants.sort()).toEqual([a.phone, b.phone, h.registered].sort());
      expect(await h.engine.getGroup(a.insid, group.id)).toEqual(group);
      expect(await h.engine.getGroup(b.insid, group.id)).toEqual(group);
      expect((await h.engine.listGroups(b.insid)).map((g) => g.id)).toEqual([group.id]);
    });

    it('refuses to create a group with an unregistered number, naming it', async () => {
      const { insid } = await connectedToken(h);
      await expect(h.engine.createGroup(insid, 'Nope', [h.registered, h.unregistered])).rejects.toMatchObject(
        {
          reason: 'not-registered',
          numbers: [h.unregistered],
        },
      );
      expect(await h.engine.listGroups(insid)).toEqual([]);
    });

    it('adds and removes participants with an answer per number; only admins may', async () => {
      const a = await connectedToken(h);
      const b = await connectedToken(h);
      const group = await h.engine.createGroup(a.insid, 'Ops', [h.registered]);
      const added = nextEvent(h.engine, 'group', (e) => e.insid === b.insid && e.action === 'add');
      expect(
        await h.engine.updateParticipants(a.insid, group.id, 'add', [b.phone, h.registered, h.unregistered]),
      ).toEqual([
        { number: b.phone, outcome: 'added' },
        { number: h.registered, outcome: 'already-member' },
        { number: h.unregistered, outcome: 'not-registered' },
      ]);
      expect(await added).toMatchObject({ groupId: group.id, participants: [b.phone], author: a.phone });
      await expect(
        h.engine.updateParticipants(b.insid, group.id, 'remove', [h.registered]),
      ).rejects.toMatchObject({ reason: 'not-admin' });

      const removed = nextEvent(h.engine, 'group', (e) => e.insid === b.insid && e.action === 'remove');
      expect(
        await h.engine.updateParticipants(a.insid, group.id, 'remove', [b.phone, h.unregistered]),
      ).toEqual([
        { number: b.phone, outcome: 'removed' },
        { number: h.unregistered, outcome: 'not-member' },
      ]);
      expect((await removed).participants).toEqual([b.phone]);
      expect(await h.engine.getGroup(b.insid, group.id)).toBeNull();
      await expect(h.engine.updateParticipants(b.insid, group.id, 'add', [b.phone])).rejects.toMatchObject({
        reason: 'group-not-found',
      });
    });

    it('sends to a group: each other member gets it once, sent -> delivered -> read', async () => {
      const a = await connectedToken(h);
      const b = await connectedToken(h);
      const group = await h.engine.createGroup(a.insid, 'Family', [b.phone, h.registered]);
      const id = '00000000-0000-4000-8000-000000000011';
      const statuses = statusesUntil(h.engine, id, 'read');
      const incoming = nextEvent(h.engine, 'message', (e) => e.insid === b.insid);
      await h.engine.send(a.insid, text(id, group.id, 'hello group'));
      expect(await statuses).toEqual(['sent', 'delivered', 'read']);
      expect((await incoming).message).toMatchObject({
        from: group.id,
        author: a.phone,
        body: 'hello group',
      });
      await h.engine.send(a.insid, text(id, group.id, 'hello group'));
      expect(await h.receivedBy(b.phone, id)).toBe(1);
      expect(await h.receivedBy(h.registered, id)).toBe(1);
      expect(await h.receivedBy(a.phone, id)).toBe(0);
    });

    it('fails a send to a group the token is not in, or to a channel it does not own', async () => {
      const a = await connectedToken(h);
      const b = await connectedToken(h);
      const group = await h.engine.createGroup(a.insid, 'Private', [h.registered]);
      const channel = await h.engine.createChannel(a.insid, 'News');
      const [toGroup, toChannel] = [
        '00000000-0000-4000-8000-000000000021',
        '00000000-0000-4000-8000-000000000022',
      ];
      const notMember = nextEvent(h.engine, 'status', (e) => e.messageId === toGroup);
      await h.engine.send(b.insid, text(toGroup, group.id, 'let me in'));
      expect(await notMember).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/not a member/),
      });
      const notOwner = nextEvent(h.engine, 'status', (e) => e.messageId === toChannel);
      await h.engine.send(b.insid, text(toChannel, channel.id, 'spam'));
      expect(await notOwner).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/does not own/),
      });
      expect(await h.receivedBy(h.registered, toGroup)).toBe(0);
    });

    it('creates and lists the token’s channels, and posts to its own channel', async () => {
      const a = await connectedToken(h);
      const b = await connectedToken(h);
      const channel = await h.engine.createChannel(a.insid, 'Daily deals', 'One deal a day');
      expect(channel.id).toMatch(CHANNEL_ID_PATTERN);
      expect(channel).toMatchObject({ name: 'Daily deals', description: 'One deal a day' });
      expect(await h.engine.listChannels(a.insid)).toEqual([channel]);
      expect(await h.engine.listChannels(b.insid)).toEqual([]);
      const id = '00000000-0000-4000-8000-000000000031';
      const sent = nextEvent(h.engine, 'status', (e) => e.messageId === id);
      await h.engine.send(a.insid, text(id, channel.id, 'Today: 10% off'));
      expect((await sent).status).toBe('sent');
    });

    it('edits and deletes a sent message for everyone: a receiving token hears of each, by its own id', async () => {
      const a = await connectedToken(h);
      const b = await connectedToken(h);
      const id = '00000000-0000-4000-8000-000000000061';
      const arrived = nextEvent(h.engine, 'message', (e) => e.insid === b.insid);
      await h.engine.send(a.insid, text(id, b.phone, 'at 5'));
      const { message } = await arrived;

      const edited = nextEvent(h.engine, 'changed', (e) => e.insid === b.insid);
      await h.engine.editMessage?.(a.insid, { id, to: b.phone }, 'at 6');
      expect(await edited).toEqual({ insid: b.insid, messageId: message.id, change: 'edit', body: 'at 6' });
      const revoked = nextEvent(h.engine, 'changed', (e) => e.insid === b.insid);
      await h.engine.revokeMessage?.(a.insid, { id, to: b.phone });
      expect(await revoked).toEqual({ insid: b.insid, messageId: message.id, change: 'revoke' });
      await expect(
        h.engine.editMessage?.(await h.newToken(), { id, to: b.phone }, 'x'),
      ).rejects.toMatchObject({ name: 'EngineError', reason: 'not-connected' });
    });

    it('reports a phone’s edit and deletion of its message to the token', async () => {
      const { insid, phone } = await connectedToken(h);
      const writer = h.phone();
      const arrived = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.from === writer);
      const ownId = await h.phoneWrites(writer, phone, 'call me');
      const { message } = await arrived;
      const edited = nextEvent(h.engine, 'changed', (e) => e.insid === insid);
      await h.phoneChanges(writer, phone, ownId, 'call me later');
      expect(await edited).toEqual({ insid, messageId: message.id, change: 'edit', body: 'call me later' });
      const revoked = nextEvent(h.engine, 'changed', (e) => e.insid === insid);
      await h.phoneChanges(writer, phone, ownId, null);
      expect(await revoked).toEqual({ insid, messageId: message.id, change: 'revoke' });
    });

    it('sends a forward marked forwarded: the receiving token sees it so', async () => {
      expect(h.engine.sendsForwards).toBe(true);
      const a = await connectedToken(h);
      const b = await connectedToken(h);
      const id = '00000000-0000-4000-8000-000000000071';
      const arrived = nextEvent(h.engine, 'message', (e) => e.insid === b.insid);
      const read = statusesUntil(h.engine, id, 'read');
      await h.engine.send(a.insid, { ...text(id, b.phone, 'pass it on'), forwarded: true });
      expect((await arrived).message).toMatchObject({ body: 'pass it on', forwarded: true });
      expect(await read).toEqual(['sent', 'delivered', 'read']);
    });

    pollAndStickerContract(() => h);
    groupAdminContract(() => h);
    presenceAndCallsContract(() => h);
    callLifecycleContract(() => h);
    contactsContract(() => h);
    profileAndStatusContract(() => h);
    chatContract(() => h);
  });
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendInTurn } from '../src/engines/send-in-turn';
import { callLifecycleContract } from './engine-contract-calls';
import { chatContract } from './engine-contract-chats';
import { contactsContract } from './engine-contract-contacts';
import { groupAdminContract } from './engine-contract-group-admin';
import { groupsAndChannelsContract } from './engine-contract-groups';
import { messageChangesContract } from './engine-contract-message-changes';
import { pollAndStickerContract } from './engine-contract-polls';
import { presenceAndCallsContract } from './engine-contract-presence';
import { profileAndStatusContract } from './engine-contract-statuses';
import {
  connectedToken,
  type EngineHarness,
  nextEvent,
  statusesUntil,
  text,
} from './engine-contract-support';

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
      for (const statuses of await Promise.all(reads))
        expect(statuses).toEqual(['sent', 'delivered', 'read']);
      // Acknowledged in the order sent. The refusal is the engine's own, said during its send; a
      // sent is WhatsApp's ack (decision 0044), which may come after the next message's refusal.
      expect(firstEvents.filter((e) => e.endsWith(' sent'))).toEqual([
        `${id(41)} sent`,
        `${id(43)} sent`,
        `${id(44)} sent`,
        `${id(45)} sent`,
      ]);
      expect(firstEvents).toContain(`${id(42)} failed`);
      expect(firstEvents).toHaveLength(5);
      expect((await incoming).message).toMatchObject({ from: a.phone, body: 'three' });
      for (const n of [40, 41, 44, 45]) expect(await h.receivedBy(h.registered, id(n))).toBe(1);
      expect(await h.receivedBy(b.phone, id(43))).toBe(1);
    });

    it('keeps the link across stopSession, so no new scan is needed', async () => {
      const { insid, phone } = await connectedToken(h);
      await h.engine.stopSession(insid);
      expect(await h.engine.startSession(insid)).toEqual({ state: 'connected', wid: phone });
    });

    groupsAndChannelsContract(() => h);
    messageChangesContract(() => h);
    pollAndStickerContract(() => h);
    groupAdminContract(() => h);
    presenceAndCallsContract(() => h);
    callLifecycleContract(() => h);
    contactsContract(() => h);
    profileAndStatusContract(() => h);
    chatContract(() => h);
  });
}

import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { nextEvent } from '../../../test/engine-contract-support';
import { chatModificationOf, chatReportOf, phoneWrittenReport } from './baileys-chats';
import { waMessageIdOf } from './jids';

const JID = '919812345678@s.whatsapp.net';

describe('Baileys chat modifications and reports', () => {
  it('maps each change to chatModify’s shape, with the last message WhatsApp wants beside an archive or delete', () => {
    const id = randomUUID();
    const timestamp = new Date('2026-12-03T10:00:00Z');
    const sent = { id, direction: 'out' as const, timestamp };
    const ownKey = { remoteJid: JID, id: waMessageIdOf(id), fromMe: true };
    expect(chatModificationOf({ action: 'archive' }, JID, sent)).toEqual({
      archive: true,
      lastMessages: [{ key: ownKey, messageTimestamp: timestamp.getTime() / 1000 }],
    });
    const received = { ...sent, direction: 'in' as const, engineRef: { id: 'ABC', remoteJid: JID } };
    expect(chatModificationOf({ action: 'delete' }, JID, received)).toEqual({
      delete: true,
      lastMessages: [{ key: { id: 'ABC', remoteJid: JID, fromMe: false }, messageTimestamp: 1796292000 }],
    });
    expect(chatModificationOf({ action: 'unarchive' }, JID, null)).toEqual({
      archive: false,
      lastMessages: [],
    });
    expect(chatModificationOf({ action: 'pin' }, JID, null)).toEqual({ pin: true });
    expect(chatModificationOf({ action: 'mute', until: timestamp }, JID, null)).toEqual({
      mute: timestamp.getTime(),
    });
    expect(chatModificationOf({ action: 'mute', until: null }, JID, null)).toEqual({ mute: -1 });
    expect(chatModificationOf({ action: 'unmute' }, JID, null)).toEqual({ mute: null });
  });

  it('reads chats.update entries: ours ids, mutes, pins, reads on the phone; increments, LIDs and channels left out', () => {
    expect(chatReportOf({ id: JID, archived: true })).toEqual({ id: '919812345678', archived: true });
    expect(chatReportOf({ id: '120363000000000001@g.us', name: 'Team', pinned: 1700000000 })).toEqual({
      id: '120363000000000001@g.us',
      name: 'Team',
      pinned: true,
    });
    expect(chatReportOf({ id: JID, muteEndTime: -1 })).toEqual({
      id: '919812345678',
      muted: { until: null },
    });
    expect(chatReportOf({ id: JID, muteEndTime: 1796292000000 })).toEqual({
      id: '919812345678',
      muted: { until: new Date(1796292000000) },
    });
    expect(chatReportOf({ id: JID, muteEndTime: null })).toEqual({ id: '919812345678', muted: false });
    expect(chatReportOf({ id: JID, unreadCount: 0 })).toEqual({ id: '919812345678', unreadCount: 0 });
    expect(chatReportOf({ id: JID, unreadCount: 3 })).toBeNull();
    expect(chatReportOf({ id: '123456789012345@lid', archived: true })).toBeNull();
    expect(chatReportOf({ id: '123456789012345@lid', pnJid: JID, archived: true })).toMatchObject({
      id: '919812345678',
    });
    expect(chatReportOf({ id: '120363000000000002@newsletter', archived: true })).toBeNull();
  });

  it('reads a message the phone wrote itself, not one we sent nor one received', () => {
    const key = { remoteJid: JID, fromMe: true, id: '3A0123456789ABCDEF' };
    const message = { key, message: { conversation: 'from the phone' }, messageTimestamp: 1796292000 };
    expect(phoneWrittenReport('ins_1', message)).toMatchObject({
      id: '919812345678',
      unreadCount: 0,
      lastMessage: {
        direction: 'out',
        type: 'text',
        preview: 'from the phone',
        timestamp: new Date(1796292000000),
      },
    });
    const ours = { ...message, key: { ...key, id: waMessageIdOf(randomUUID()) } };
    expect(phoneWrittenReport('ins_1', ours)).toBeNull();
    expect(phoneWrittenReport('ins_1', { ...message, key: { ...key, fromMe: false } })).toBeNull();
  });
});

describe('Baileys chats on the fake WhatsApp', () => {
  let h: Awaited<ReturnType<typeof baileysHarness>>;
  beforeEach(async () => {
    h = await baileysHarness();
  });
  afterEach(() => h.close());

  it('reports a chat the user archived and muted on the phone itself', async () => {
    const insid = await h.linkedToken();
    const phone = await h.engine.sessionState(insid);
    if (phone.state !== 'connected') throw new Error('not connected');
    const archived = nextEvent(h.engine, 'chats', (e) => e.insid === insid && e.chats[0]?.archived === true);
    const heard = Date.now();
    h.wa.phoneChangesChat(phone.wid, { id: JID, archived: true });
    const [archive] = (await archived).chats;
    expect(archive).toEqual({ id: '919812345678', archived: true, changedAt: expect.any(Date) });
    expect(archive?.changedAt.getTime()).toBeGreaterThanOrEqual(heard);
    const muted = nextEvent(h.engine, 'chats', (e) => e.insid === insid && e.chats[0]?.muted !== undefined);
    h.wa.phoneChangesChat(phone.wid, { id: JID, muteEndTime: -1 });
    const [mute] = (await muted).chats;
    expect(mute).toEqual({ id: '919812345678', muted: { until: null }, changedAt: expect.any(Date) });
    // Each report heard later is stamped later (decision 0041).
    expect(mute?.changedAt.getTime()).toBeGreaterThan(archive?.changedAt.getTime() ?? Number.NaN);
  });

  it('names the chat’s last message in the delete’s message range', async () => {
    const insid = await h.linkedToken();
    const state = await h.engine.sessionState(insid);
    if (state.state !== 'connected') throw new Error('not connected');
    const id = randomUUID();
    await h.engine.modifyChat(
      insid,
      h.registered,
      { action: 'delete' },
      { id, direction: 'out', timestamp: new Date() },
    );
    expect(h.wa.chatState(state.wid, `${h.registered}@s.whatsapp.net`)).toMatchObject({
      deleted: true,
      range: [waMessageIdOf(id)],
    });
  });
});

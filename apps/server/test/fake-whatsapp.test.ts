import {
  DisconnectReason,
  initAuthCreds,
  type MessageUserReceiptUpdate,
  WAMessageStatus,
} from '@whiskeysockets/baileys';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeWhatsApp, type FakeWhatsApp } from './fake-whatsapp';
import {
  auth,
  closed,
  linked,
  next,
  opened,
  qrOf,
  record,
  serverAcksOf,
  statusesOf,
} from './fake-whatsapp/socket-events';

const read = (r: MessageUserReceiptUpdate | undefined) => Boolean(r?.receipt.readTimestamp);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jid = (phone: string) => `${phone}@s.whatsapp.net`;
let n = 0;
const newPhone = () => `9170001${String(++n).padStart(5, '0')}`;

let wa: FakeWhatsApp;
afterEach(() => wa.close());

describe('fake WhatsApp: linking and connections', () => {
  it('shows rotating QRs; a scan links the device, asks for a restart (515), the next socket opens', async () => {
    wa = createFakeWhatsApp({ qrRotateMs: 30 });
    const creds = initAuthCreds();
    const socket = wa.factory({ auth: auth(creds) });
    const updates = record(socket, 'connection.update');
    const credsUpdates = record(socket, 'creds.update');
    const first = await qrOf(socket);
    const second = await qrOf(socket);
    expect(first).toMatch(/^fake-wa:/);
    expect(second).not.toBe(first);
    await expect(wa.scan(first, '917000000001')).rejects.toThrow(/no device shows this QR/);

    const restart = closed(socket);
    await wa.scan(second, '917000000001');
    expect(await restart).toBe(DisconnectReason.restartRequired);
    expect(updates[0]).toMatchObject({ connection: 'connecting' });
    expect(updates).toContainEqual({ isNewLogin: true, qr: undefined });
    const me = { id: '917000000001:1@s.whatsapp.net', lid: expect.stringMatching(/^\d+:1@lid$/) };
    expect(credsUpdates).toContainEqual(expect.objectContaining({ me: expect.objectContaining(me) }));
    expect(creds.me).toMatchObject(me);
    expect(socket.user?.id).toBe(me.id);

    const resumed = wa.factory({ auth: auth(creds) });
    const resumedUpdates = record(resumed, 'connection.update');
    await opened(resumed);
    expect(resumedUpdates).toEqual([
      { connection: 'connecting', receivedPendingNotifications: false, qr: undefined },
      { connection: 'open' },
      { receivedPendingNotifications: true },
    ]);
    expect(resumed.user?.id).toBe(me.id);
    expect(wa.sockets).toEqual([socket, resumed]);
  });

  it('gives up after the last QR with 408, and a stale QR cannot be scanned', async () => {
    wa = createFakeWhatsApp({ qrRotateMs: 10, qrRefs: 2 });
    const socket = wa.factory({ auth: auth(initAuthCreds()) });
    const qr = await qrOf(socket);
    expect(await closed(socket)).toBe(DisconnectReason.timedOut);
    await expect(wa.scan(qr, newPhone())).rejects.toThrow(/no device shows this QR/);
  });

  it('links with a pairing code, which also marks the creds registered', async () => {
    wa = createFakeWhatsApp();
    const creds = initAuthCreds();
    const phone = newPhone();
    const socket = wa.factory({ auth: auth(creds) });
    const code = await next(socket, 'connection.update', (u) => u.connection === 'connecting').then(() =>
      socket.requestPairingCode(phone),
    );
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect(creds.me?.id).toBe(jid(phone)); // as in Baileys: set before the phone confirms
    const restart = closed(socket);
    await wa.enterPairingCode(code);
    expect(await restart).toBe(DisconnectReason.restartRequired);
    expect(creds).toMatchObject({ registered: true, me: { id: `${phone}:1@s.whatsapp.net` } });
    await opened(wa.factory({ auth: auth(creds) }));
  });

  it('logout from the phone closes the open socket with 401, and the creds no longer log in', async () => {
    wa = createFakeWhatsApp();
    const creds = initAuthCreds();
    const phone = newPhone();
    const socket = await linked(wa, phone, creds);
    const kicked = closed(socket);
    await wa.logoutFromPhone(phone);
    expect(await kicked).toBe(DisconnectReason.loggedOut);
    expect(await closed(wa.factory({ auth: auth(creds) }))).toBe(DisconnectReason.loggedOut);
  });

  it('logout() unlinks the device (401); a closed socket refuses to send (428)', async () => {
    wa = createFakeWhatsApp();
    const creds = initAuthCreds();
    const socket = await linked(wa, newPhone(), creds);
    const loggedOut = closed(socket);
    await socket.logout();
    expect(await loggedOut).toBe(DisconnectReason.loggedOut);
    await expect(socket.sendMessage(jid(newPhone()), { text: 'x' })).rejects.toMatchObject({
      output: { statusCode: DisconnectReason.connectionClosed },
    });
    expect(await closed(wa.factory({ auth: auth(creds) }))).toBe(DisconnectReason.loggedOut);
  });

  it('fails the next n connections with the given code, then connects', async () => {
    wa = createFakeWhatsApp();
    const creds = initAuthCreds();
    await (await linked(wa, newPhone(), creds)).end(undefined);
    wa.failNextConnections(2, 408);
    expect(await closed(wa.factory({ auth: auth(creds) }))).toBe(408);
    expect(await closed(wa.factory({ auth: auth(creds) }))).toBe(408);
    wa.failNextConnections(1, DisconnectReason.badSession);
    expect(await closed(wa.factory({ auth: auth(creds) }))).toBe(500);
    await opened(wa.factory({ auth: auth(creds) }));
  });

  it('replaces the open socket of a device when another logs in with its creds (440)', async () => {
    wa = createFakeWhatsApp();
    const creds = initAuthCreds();
    const first = await linked(wa, newPhone(), creds);
    const replaced = closed(first);
    await opened(wa.factory({ auth: auth(creds) }));
    expect(await replaced).toBe(DisconnectReason.connectionReplaced);
  });

  it('end(error) closes with that error and stops showing QRs', async () => {
    wa = createFakeWhatsApp({ qrRotateMs: 10 });
    const socket = wa.factory({ auth: auth(initAuthCreds()) });
    await qrOf(socket);
    const closing = next(socket, 'connection.update', (u) => u.connection === 'close');
    const error = new Error('shutting down');
    await socket.end(error);
    expect((await closing).lastDisconnect?.error).toBe(error);
    await sleep(30);
    expect(wa.sockets[0]?.qr).toBeUndefined();
  });
});

describe('fake WhatsApp: messages', () => {
  beforeEach(() => {
    wa = createFakeWhatsApp({ receiptDelayMs: 5 });
  });

  it('delivers a text once to a linked device, with the server ack, then receipts 3, 4; a resend adds no copy', async () => {
    const [a, b] = [newPhone(), newPhone()];
    const [sa, sb] = [await linked(wa, a), await linked(wa, b)];
    const own = next(sa, 'messages.upsert');
    const incoming = record(sb, 'messages.upsert');
    const serverAcks = serverAcksOf(sa);
    const acks = statusesOf(sa, 'MSG1', WAMessageStatus.READ);
    const sent = await sa.sendMessage(jid(b), { text: 'hi' }, { messageId: 'MSG1' });
    expect(sent).toMatchObject({ key: { remoteJid: jid(b), fromMe: true, id: 'MSG1' }, status: 1 });
    expect(await acks).toEqual([3, 4]);
    expect(serverAcks).toEqual(['MSG1']);
    expect(await own).toEqual({ type: 'append', messages: [sent] });
    expect(incoming).toEqual([
      {
        type: 'notify',
        messages: [
          expect.objectContaining({
            key: { remoteJid: jid(a), fromMe: false, id: 'MSG1' },
            message: { extendedTextMessage: { text: 'hi' } },
            pushName: `User ${a.slice(-4)}`,
          }),
        ],
      },
    ]);

    const again = statusesOf(sa, 'MSG1', WAMessageStatus.READ);
    await sa.sendMessage(jid(b), { text: 'hi' }, { messageId: 'MSG1' });
    expect(await again).toEqual([3, 4]);
    expect(serverAcks).toEqual(['MSG1', 'MSG1']);
    expect(incoming).toHaveLength(1);
    expect(wa.received(b, 'MSG1')).toBe(1);
    expect(wa.received(a, 'MSG1')).toBe(0);
  });

  it('holds a phone’s server acks, deliveries and receipts until released, then gives them late', async () => {
    const [a, b] = [newPhone(), newPhone()];
    const [sa, sb] = [await linked(wa, a), await linked(wa, b)];
    const serverAcks = serverAcksOf(sa);
    const updates = record(sa, 'messages.update');
    const incoming = record(sb, 'messages.upsert');
    wa.holdAcks(a);
    await sa.sendMessage(jid(b), { text: 'stuck?' }, { messageId: 'HELD1' });
    await sleep(40);
    expect([serverAcks, updates, incoming]).toEqual([[], [], []]);

    const receipts = statusesOf(sa, 'HELD1', WAMessageStatus.READ);
    wa.releaseAcks(a);
    expect(await receipts).toEqual([3, 4]);
    expect(serverAcks).toEqual(['HELD1']);
    expect(incoming).toHaveLength(1);
    await sa.sendMessage(jid(b), { text: 'and now?' }, { messageId: 'FREE1' });
    await expect.poll(() => serverAcks).toEqual(['HELD1', 'FREE1']);
  });

  it('gives an unregistered number only the server ack; onWhatsApp leaves it out', async () => {
    const known = newPhone();
    wa.registerPhone(known);
    const socket = await linked(wa, newPhone());
    const stranger = newPhone();
    expect(await socket.onWhatsApp(known, `+${stranger}`)).toEqual([{ jid: jid(known), exists: true }]);
    const updates = record(socket, 'messages.update');
    const serverAcks = serverAcksOf(socket);
    const sent = await socket.sendMessage(jid(stranger), { text: 'anyone?' });
    await sleep(40);
    expect(serverAcks).toEqual([sent?.key.id]);
    expect(updates).toEqual([]);
    expect(wa.received(stranger, sent?.key.id ?? '')).toBe(0);
  });

  it('hands a phone’s messages to its linked device, keeping those sent while it was offline', async () => {
    const [me, friend] = [newPhone(), newPhone()];
    const creds = initAuthCreds();
    const socket = await linked(wa, me, creds);
    const live = next(socket, 'messages.upsert');
    const id = wa.phoneSends(friend, me, 'hello');
    expect((await live).messages[0]).toMatchObject({
      key: { remoteJid: jid(friend), fromMe: false, id },
      message: { conversation: 'hello' },
    });
    await socket.end(undefined);
    const offline = wa.phoneSends(friend, me, 'while you were away');
    await sleep(10);
    const resumed = wa.factory({ auth: auth(creds) });
    const queued = next(resumed, 'messages.upsert');
    await opened(resumed);
    expect((await queued).messages.map((m) => m.key.id)).toEqual([offline]);
    expect(wa.received(me, offline)).toBe(1);
  });
});

describe('fake WhatsApp: groups and channels', () => {
  beforeEach(() => {
    wa = createFakeWhatsApp({ receiptDelayMs: 5 });
  });

  it('creates a group of registered numbers; members hear of it; outsiders cannot read it', async () => {
    const [a, b, other, stranger] = [newPhone(), newPhone(), newPhone(), newPhone()];
    const [sa, sb, so] = [await linked(wa, a), await linked(wa, b), await linked(wa, other)];
    const heard = next(sb, 'groups.upsert');
    const group = await sa.groupCreate('Team', [jid(b), jid(stranger)]);
    expect(group.id).toMatch(/^120363\d{12}@g\.us$/);
    expect(group).toMatchObject({ subject: 'Team', owner: jid(a), size: 2 });
    expect(group.participants).toEqual([
      { id: jid(a), admin: 'superadmin' },
      { id: jid(b), admin: null },
    ]);
    expect(await heard).toEqual([{ ...group, author: jid(a) }]);
    expect(await sb.groupMetadata(group.id)).toEqual(group);
    expect(Object.keys(await sb.groupFetchAllParticipating())).toEqual([group.id]);
    expect(await so.groupFetchAllParticipating()).toEqual({});
    await expect(so.groupMetadata(group.id)).rejects.toMatchObject({ message: 'forbidden', data: 403 });
    await expect(so.groupMetadata('120363000000000000@g.us')).rejects.toMatchObject({
      message: 'item-not-found',
      data: 404,
    });
  });

  it('updates participants with a status per number; only admins may; members hear of it', async () => {
    const [a, b, c, stranger] = [newPhone(), newPhone(), newPhone(), newPhone()];
    const [sa, sb] = [await linked(wa, a), await linked(wa, b)];
    wa.registerPhone(c);
    const group = await sa.groupCreate('Ops', [jid(c)]);
    const added = next(sb, 'group-participants.update');
    const statuses = (results: { status: string; jid: string | undefined }[]) =>
      results.map(({ status, jid }) => ({ status, jid }));
    expect(
      statuses(await sa.groupParticipantsUpdate(group.id, [jid(b), jid(c), jid(stranger)], 'add')),
    ).toEqual([
      { status: '200', jid: jid(b) },
      { status: '409', jid: jid(c) },
      { status: '404', jid: jid(stranger) },
    ]);
    expect(await added).toEqual({
      id: group.id,
      author: jid(a),
      participants: [{ id: jid(b), admin: null }],
      action: 'add',
    });
    await expect(sb.groupParticipantsUpdate(group.id, [jid(c)], 'remove')).rejects.toMatchObject({
      message: 'not-authorized',
    });
    expect(statuses(await sa.groupParticipantsUpdate(group.id, [jid(b)], 'promote'))).toEqual([
      { status: '200', jid: jid(b) },
    ]);
    expect(statuses(await sb.groupParticipantsUpdate(group.id, [jid(a)], 'remove'))).toEqual([
      { status: '403', jid: jid(a) },
    ]);

    const removed = next(sb, 'group-participants.update', (u) => u.action === 'remove');
    expect(statuses(await sa.groupParticipantsUpdate(group.id, [jid(b)], 'remove'))).toEqual([
      { status: '200', jid: jid(b) },
    ]);
    expect((await removed).participants).toEqual([{ id: jid(b), admin: null }]);
    await expect(sb.groupMetadata(group.id)).rejects.toMatchObject({ data: 403 });
    await expect(sb.sendMessage(group.id, { text: 'let me in' })).rejects.toMatchObject({ data: 403 });
  });

  it('sends to a group: one copy per other member, the server ack, then receipts per member', async () => {
    const [a, b, c] = [newPhone(), newPhone(), newPhone()];
    const [sa, sb] = [await linked(wa, a), await linked(wa, b)];
    wa.registerPhone(c);
    const group = await sa.groupCreate('Family', [jid(b), jid(c)]);
    const incoming = next(sb, 'messages.upsert');
    const updates = record(sa, 'messages.update');
    const serverAcks = serverAcksOf(sa);
    const receipts = record(sa, 'message-receipt.update');
    const readByAll = next(sa, 'message-receipt.update', ([r]) => r?.key.participant === jid(c) && read(r));
    await sa.sendMessage(
      group.id,
      { image: { url: 'https://example.com/a.jpg' }, caption: 'look' },
      { messageId: 'G1' },
    );
    await readByAll;
    expect(serverAcks).toEqual(['G1']);
    expect(updates).toEqual([]);
    expect(receipts.flat().map((r) => [r.key.participant, read(r) ? 'read' : 'delivered'])).toEqual([
      [jid(b), 'delivered'],
      [jid(c), 'delivered'],
      [jid(b), 'read'],
      [jid(c), 'read'],
    ]);
    expect((await incoming).messages[0]).toMatchObject({
      key: { remoteJid: group.id, fromMe: false, id: 'G1', participant: jid(a) },
      message: { imageMessage: { url: 'https://example.com/a.jpg', caption: 'look' } },
    });
    await sa.sendMessage(group.id, { text: 'again' }, { messageId: 'G1' });
    expect([wa.received(b, 'G1'), wa.received(c, 'G1'), wa.received(a, 'G1')]).toEqual([1, 1, 0]);
  });

  it('lets only a channel’s owner post to it', async () => {
    const [sa, sb] = [await linked(wa, newPhone()), await linked(wa, newPhone())];
    const channel = await sa.newsletterCreate('Daily deals', 'One deal a day');
    expect(channel).toMatchObject({ name: 'Daily deals', description: 'One deal a day' });
    expect(channel.id).toMatch(/^120363\d{12}@newsletter$/);
    expect(await sb.newsletterMetadata('jid', channel.id)).toMatchObject({
      id: channel.id,
      name: 'Daily deals',
      viewer_metadata: { role: 'GUEST' },
    });
    expect(await sa.newsletterMetadata('jid', channel.id)).toMatchObject({
      viewer_metadata: { role: 'OWNER' },
    });
    expect(await sa.newsletterMetadata('jid', '120363000000000000@newsletter')).toBeNull();
    const serverAcks = serverAcksOf(sa);
    await sa.sendMessage(channel.id, { text: 'Today: 10% off' }, { messageId: 'N1' });
    await expect.poll(() => serverAcks).toEqual(['N1']);
    await expect(sb.sendMessage(channel.id, { text: 'spam' })).rejects.toMatchObject({
      message: 'forbidden',
      data: 403,
    });
  });
});

import { proto, type WAMessageKey } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { statusOfReceipt, statusOfServerAck, statusOfUpdate } from './receipts';

const { Status } = proto.WebMessageInfo;
const ourId = '0f8c3a2e-5b7d-4c1e-9a6f-2d4b8e1c7a90';
const waId = '3EB00F8C3A2E5B7D4C1E9A6F2D4B8E1C7A90';

/** Keys as Baileys' receipt handler builds them for a message we sent. */
const toPerson: WAMessageKey = { remoteJid: '919812345678@s.whatsapp.net', id: waId, fromMe: true };
const toGroup: WAMessageKey = {
  remoteJid: '120363012345678901@g.us',
  id: waId,
  fromMe: true,
  participant: '919812345678@s.whatsapp.net',
};

describe('the status of a sent message from messages.update', () => {
  it.each([
    [Status.ERROR, 'failed'],
    [Status.SERVER_ACK, 'sent'],
    [Status.DELIVERY_ACK, 'delivered'],
    [Status.READ, 'read'],
    [Status.PLAYED, 'read'],
  ] as const)('maps status %s to %s', (status, expected) => {
    expect(statusOfUpdate({ key: toPerson, update: { status, messageTimestamp: 1717401234 } })).toStrictEqual(
      {
        messageId: ourId,
        status: expected,
      },
    );
  });

  it('passes over a pending one and updates without a status (edits, reactions, polls)', () => {
    expect(statusOfUpdate({ key: toPerson, update: { status: Status.PENDING } })).toBeNull();
    expect(statusOfUpdate({ key: toPerson, update: { message: { conversation: 'edited' } } })).toBeNull();
    expect(statusOfUpdate({ key: toPerson, update: { status: null } })).toBeNull();
  });

  it('passes over messages that are not ours: received ones, and ones the phone sent', () => {
    const update = { status: Status.READ };
    expect(statusOfUpdate({ key: { ...toPerson, fromMe: false }, update })).toBeNull();
    expect(statusOfUpdate({ key: { ...toPerson, id: '3EB0C431C26A1916E6D1' }, update })).toBeNull();
    expect(statusOfUpdate({ key: { ...toPerson, id: null }, update })).toBeNull();
  });

  it('keeps the error code WhatsApp gave a failed message', () => {
    // Baileys' ack handler: { status: ERROR, messageStubParameters: [attrs.error] }
    expect(
      statusOfUpdate({ key: toPerson, update: { status: Status.ERROR, messageStubParameters: ['479'] } }),
    ).toStrictEqual({ messageId: ourId, status: 'failed', error: '479' });
  });
});

describe('the status of a sent group message from a member receipt', () => {
  it('is delivered on a delivery receipt and read on a read (or played) one', () => {
    const receipt = { userJid: '919812345678@s.whatsapp.net' };
    expect(
      statusOfReceipt({ key: toGroup, receipt: { ...receipt, receiptTimestamp: 1717401240 } }),
    ).toStrictEqual({
      messageId: ourId,
      status: 'delivered',
    });
    expect(
      statusOfReceipt({ key: toGroup, receipt: { ...receipt, readTimestamp: 1717401300 } }),
    ).toStrictEqual({
      messageId: ourId,
      status: 'read',
    });
    expect(
      statusOfReceipt({ key: toGroup, receipt: { ...receipt, playedTimestamp: 1717401400 } }),
    ).toMatchObject({
      status: 'read',
    });
  });

  it('passes over receipts without a time and receipts for messages not ours', () => {
    const receipt = { userJid: '919812345678@s.whatsapp.net', readTimestamp: 1717401300 };
    expect(statusOfReceipt({ key: toGroup, receipt: { userJid: receipt.userJid } })).toBeNull();
    expect(
      statusOfReceipt({ key: toGroup, receipt: { userJid: receipt.userJid, readTimestamp: 0 } }),
    ).toBeNull();
    expect(statusOfReceipt({ key: { ...toGroup, fromMe: false }, receipt })).toBeNull();
    expect(statusOfReceipt({ key: { ...toGroup, id: '3EB0C431C26A1916E6D1' }, receipt })).toBeNull();
  });
});

describe('the status of a sent message from the server ack frame', () => {
  // <ack class="message" id="…" from="…" t="…"/>, as Baileys' websocket emits it.
  const ack = (attrs: Record<string, string>) => ({ tag: 'ack', attrs: { class: 'message', ...attrs } });

  it('is sent when the server acknowledged one of our messages', () => {
    expect(
      statusOfServerAck(ack({ id: waId, from: toPerson.remoteJid ?? '', t: '1717401234' })),
    ).toStrictEqual({
      messageId: ourId,
      status: 'sent',
    });
  });

  it('passes over an ack with an error (Baileys reports it as failed) and acks of others’ ids', () => {
    expect(statusOfServerAck(ack({ id: waId, error: '479' }))).toBeNull();
    expect(statusOfServerAck(ack({ id: '3EB0C431C26A1916E6D1' }))).toBeNull();
    expect(statusOfServerAck(ack({}))).toBeNull();
  });
});

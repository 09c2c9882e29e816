import { describe, expect, it } from 'vitest';
import { statusMessageOf, statusRevokeOf, statusViewOf } from './baileys-statuses';
import { waMessageIdOf } from './jids';

const id = '0190f2a4-5b6c-7d8e-9f01-23456789abcd';
const to = 'status@broadcast';

describe('statuses as Baileys sends and reports them', () => {
  it('sends a text status to status@broadcast with its recipients, colour and font', () => {
    const message = statusMessageOf({
      id,
      to,
      kind: 'status',
      recipients: ['919812345678', '919812345679'],
      statusType: 'text',
      body: 'Open on Sunday',
      backgroundColor: '#128C7E',
      font: 2,
    });
    expect(message).toEqual({
      jid: to,
      content: { text: 'Open on Sunday' },
      options: {
        messageId: waMessageIdOf(id),
        statusJidList: ['919812345678@s.whatsapp.net', '919812345679@s.whatsapp.net'],
        backgroundColor: '#128C7E',
        font: 2,
      },
    });
  });

  it('sends a stored image status by its path, with its caption and type', () => {
    const message = statusMessageOf({
      id,
      to,
      kind: 'status',
      recipients: ['919812345678'],
      statusType: 'image',
      media: 'file:///data/media/ab/cd.png',
      mimeType: 'image/png',
      caption: 'New in',
    });
    expect(message.content).toEqual({
      image: { url: '/data/media/ab/cd.png' },
      caption: 'New in',
      mimetype: 'image/png',
    });
  });

  it('revokes a status in status@broadcast, to the same recipients', () => {
    expect(statusRevokeOf({ id, recipients: ['919812345678'] })).toEqual({
      jid: to,
      content: { delete: { remoteJid: to, fromMe: true, id: waMessageIdOf(id) } },
      options: { statusJidList: ['919812345678@s.whatsapp.net'] },
    });
  });

  it('reads a viewer’s read receipt of our status as a view, and nothing else', () => {
    const key = {
      remoteJid: to,
      fromMe: true,
      id: waMessageIdOf(id),
      participant: '919812345678@s.whatsapp.net',
    };
    const receipt = { userJid: '919812345678@s.whatsapp.net', readTimestamp: 1717401234 };
    expect(statusViewOf('ins', { key, receipt })).toEqual({
      insid: 'ins',
      statusId: id,
      viewer: '919812345678',
      timestamp: new Date(1717401234 * 1000),
    });
    // Delivered only, a group message's receipt, a status someone else posted.
    expect(
      statusViewOf('ins', { key, receipt: { userJid: receipt.userJid, receiptTimestamp: 1 } }),
    ).toBeNull();
    expect(
      statusViewOf('ins', { key: { ...key, remoteJid: '120363000000000001@g.us' }, receipt }),
    ).toBeNull();
    expect(statusViewOf('ins', { key: { ...key, fromMe: false }, receipt })).toBeNull();
  });
});

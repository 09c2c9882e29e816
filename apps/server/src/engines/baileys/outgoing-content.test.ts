import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXAMPLE_GROUP_ID } from '@chatgate/contracts';
import { generateWAMessage, type WAMediaUploadFunction } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../engine';
import { waMessageIdOf } from './jids';
import { type KeyOf, toBaileysMessage } from './outgoing-content';

const id = '0f8c3a2e-5b7d-4c1e-9a6f-2d4b8e1c7a90';
const waId = '3EB00F8C3A2E5B7D4C1E9A6F2D4B8E1C7A90';
const earlierId = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const earlierWaId = '3EB07D1E2F3A4B5C4D6E8F708192A3B4C5D6';
const to = '919812345678';
const jid = '919812345678@s.whatsapp.net';

type Content = OutgoingMessage extends infer M ? (M extends unknown ? Omit<M, 'id' | 'to'> : never) : never;
const outgoing = (content: Content, extra: { to?: string; quotedId?: string } = {}) =>
  ({ id, to, ...content, ...extra }) as OutgoingMessage;
/** The keys of the token's own sent messages, as the engine looks them up. */
const ownKeys: KeyOf = (ourId) => ({ remoteJid: jid, id: waMessageIdOf(ourId), fromMe: true });
const asSent = (message: OutgoingMessage, keyOf: KeyOf = ownKeys) => toBaileysMessage(message, keyOf);
const media = (mediaType: 'image' | 'audio' | 'video' | 'document' | 'archive', rest: object = {}) =>
  outgoing({ kind: 'media', mediaType, media: 'https://cdn.example.com/files/a', ...rest });

describe('what we send, as Baileys sendMessage arguments', () => {
  it('sends text to the number jid under the WhatsApp id made from ours', () => {
    expect(asSent(outgoing({ kind: 'text', body: 'Hello' }))).toEqual({
      jid,
      content: { text: 'Hello' },
      options: { messageId: waId },
    });
    expect(asSent(outgoing({ kind: 'text', body: 'Hi all' }, { to: EXAMPLE_GROUP_ID })).jid).toBe(
      EXAMPLE_GROUP_ID,
    );
  });

  it('sends images and videos by URL, with caption and mimetype only when given', () => {
    const url = { url: 'https://cdn.example.com/files/a' };
    expect(asSent(media('image', { caption: 'Look', mimeType: 'image/png' })).content).toStrictEqual({
      image: url,
      caption: 'Look',
      mimetype: 'image/png',
    });
    expect(asSent(media('video')).content).toStrictEqual({ video: url });
  });

  it('sends audio as mpeg unless told, and Ogg audio as a voice note', () => {
    const url = { url: 'https://cdn.example.com/files/a' };
    expect(asSent(media('audio')).content).toStrictEqual({ audio: url, mimetype: 'audio/mpeg' });
    expect(asSent(media('audio', { mimeType: 'audio/mp4' })).content).toStrictEqual({
      audio: url,
      mimetype: 'audio/mp4',
    });
    for (const mimeType of ['audio/ogg', 'audio/ogg; codecs=opus', 'Audio/OGG']) {
      expect(asSent(media('audio', { mimeType })).content, mimeType).toStrictEqual({
        audio: url,
        mimetype: 'audio/ogg; codecs=opus',
        ptt: true,
      });
    }
  });

  it('sends documents and archives as documents with a file name and a mimetype', () => {
    const url = { url: 'https://cdn.example.com/files/a' };
    expect(
      asSent(media('document', { fileName: 'report.pdf', mimeType: 'application/pdf', caption: 'Q2' }))
        .content,
    ).toStrictEqual({ document: url, mimetype: 'application/pdf', fileName: 'report.pdf', caption: 'Q2' });
    expect(asSent(media('document')).content).toStrictEqual({
      document: url,
      mimetype: 'application/octet-stream',
    });
    expect(asSent(media('archive', { fileName: 'logs.zip' })).content).toStrictEqual({
      document: url,
      mimetype: 'application/zip',
      fileName: 'logs.zip',
    });
    expect(asSent(media('archive', { mimeType: 'application/x-7z-compressed' })).content).toMatchObject({
      mimetype: 'application/x-7z-compressed',
    });
  });

  it('hands Baileys a file:// URL as a plain path, which is how it opens local files', () => {
    const content = asSent(media('image', { media: 'file:///var/tmp/chatgate/inline%20photo.jpg' })).content;
    expect(content).toMatchObject({ image: { url: '/var/tmp/chatgate/inline photo.jpg' } });
  });

  it('sends a location with its name and address when given', () => {
    expect(
      asSent(
        outgoing({ kind: 'location', latitude: 12.97, longitude: 77.59, name: 'Shop', address: 'MG Road' }),
      ).content,
    ).toStrictEqual({
      location: { degreesLatitude: 12.97, degreesLongitude: 77.59, name: 'Shop', address: 'MG Road' },
    });
    expect(asSent(outgoing({ kind: 'location', latitude: -33.8, longitude: 151.2 })).content).toStrictEqual({
      location: { degreesLatitude: -33.8, degreesLongitude: 151.2 },
    });
  });

  it('sends a contact as a vCard 3.0 WhatsApp links to the number', () => {
    const vcard = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Ravi Kumar',
      'TEL;type=CELL;type=VOICE;waid=919876543210:+919876543210',
      'END:VCARD',
    ].join('\n');
    expect(asSent(outgoing({ kind: 'contact', name: 'Ravi Kumar', phone: '919876543210' })).content).toEqual({
      contacts: { displayName: 'Ravi Kumar', contacts: [{ displayName: 'Ravi Kumar', vcard }] },
    });
  });

  it('escapes a contact name so it cannot break the vCard', () => {
    const content = asSent(outgoing({ kind: 'contact', name: 'Kumar, Ravi;\nEND:VCARD', phone: '91987' }))
      .content as { contacts: { contacts: Array<{ vcard: string }> } };
    const lines = content.contacts.contacts[0]?.vcard.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines?.[2]).toBe('FN:Kumar\\, Ravi\\;\\nEND:VCARD');
  });

  it('reacts to one of our sent messages by its WhatsApp id', () => {
    expect(asSent(outgoing({ kind: 'reaction', messageId: earlierId, emoji: '👍' })).content).toEqual({
      react: { text: '👍', key: { remoteJid: jid, id: earlierWaId, fromMe: true } },
    });
  });

  it('quotes one of our sent messages by its WhatsApp id', () => {
    const { options } = asSent(outgoing({ kind: 'text', body: 'As I said' }, { quotedId: earlierId }));
    expect(options).toEqual({
      messageId: waId,
      quoted: { key: { remoteJid: jid, id: earlierWaId, fromMe: true }, message: { conversation: '' } },
    });
  });
});

describe('what Baileys builds from it', () => {
  const userJid = '14155550123:7@s.whatsapp.net';
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outgoing-content-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Baileys' own message builder, with an upload that goes nowhere and reports what it was given. */
  async function build(message: OutgoingMessage, keyOf: KeyOf = ownKeys) {
    const uploads: string[] = [];
    const upload: WAMediaUploadFunction = async (_path, { mediaType }) => {
      uploads.push(mediaType);
      return { mediaUrl: 'https://mmg.whatsapp.net/x.enc', directPath: '/x.enc' };
    };
    const { jid, content, options } = asSent(message, keyOf);
    const built = await generateWAMessage(jid, content, { ...options, userJid, upload });
    return { built, uploads };
  }

  it('gives a quoted text the stanza id and an own-message participant', async () => {
    const { built } = await build(outgoing({ kind: 'text', body: 'As I said' }, { quotedId: earlierId }));
    expect(built.key).toMatchObject({ remoteJid: jid, fromMe: true, id: waId });
    const context = built.message?.extendedTextMessage?.contextInfo;
    expect(built.message?.extendedTextMessage?.text).toBe('As I said');
    expect(context?.stanzaId).toBe(earlierWaId);
    expect(context?.participant).toBe('14155550123@s.whatsapp.net');
  });

  it('quotes and reacts to a received group message with the key it came with', async () => {
    const groupJid = EXAMPLE_GROUP_ID;
    const received = { remoteJid: groupJid, id: '3A9F00D1E2', fromMe: false, participant: jid };
    const keyOf: KeyOf = (ourId) => (ourId === earlierId ? received : ownKeys(ourId));
    const reply = outgoing({ kind: 'text', body: 'Noted' }, { to: groupJid, quotedId: earlierId });
    const { built } = await build(reply, keyOf);
    const context = built.message?.extendedTextMessage?.contextInfo;
    expect(context?.stanzaId).toBe('3A9F00D1E2');
    expect(context?.participant).toBe(jid);
    const reaction = outgoing({ kind: 'reaction', messageId: earlierId, emoji: '👍' }, { to: groupJid });
    expect((await build(reaction, keyOf)).built.message?.reactionMessage?.key).toMatchObject(received);
  });

  it('builds location, contact and reaction messages', async () => {
    const location = await build(
      outgoing({ kind: 'location', latitude: 12.97, longitude: 77.59, name: 'Shop' }),
    );
    expect(location.built.message?.locationMessage).toMatchObject({ degreesLatitude: 12.97, name: 'Shop' });
    const contact = await build(outgoing({ kind: 'contact', name: 'Ravi', phone: '919876543210' }));
    expect(contact.built.message?.contactMessage?.vcard).toContain('waid=919876543210:+919876543210');
    const reaction = await build(outgoing({ kind: 'reaction', messageId: earlierId, emoji: '❤️' }));
    expect(reaction.built.message?.reactionMessage).toMatchObject({ text: '❤️', key: { id: earlierWaId } });
    // WhatsApp removes a reaction by a reaction with no text.
    const removal = await build(outgoing({ kind: 'reaction', messageId: earlierId, emoji: '' }));
    expect(removal.built.message?.reactionMessage).toMatchObject({ text: '', key: { id: earlierWaId } });
  });

  it('reads and uploads a document given as a file:// URL', async () => {
    const path = join(dir, 'price list.csv');
    await writeFile(path, 'item,price\ntea,10\n');
    const message = media('document', { media: pathToFileURL(path).href, fileName: 'price list.csv' });
    const { built, uploads } = await build(message);
    expect(uploads).toEqual(['document']);
    expect(built.message?.documentMessage).toMatchObject({
      fileName: 'price list.csv',
      mimetype: 'application/octet-stream',
      directPath: '/x.enc',
    });
    expect(Number(built.message?.documentMessage?.fileLength)).toBe(18);
  });

  it('sends an Ogg file as a voice note', async () => {
    const path = join(dir, 'voice.ogg');
    await writeFile(path, Buffer.from('OggS not really audio'));
    const { built } = await build(media('audio', { media: pathToFileURL(path).href, mimeType: 'audio/ogg' }));
    expect(built.message?.audioMessage).toMatchObject({ ptt: true, mimetype: 'audio/ogg; codecs=opus' });
  });
});

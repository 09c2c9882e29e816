import type { WAMessage } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import * as recordedContent from '../../../test/baileys-incoming-content';
import * as recordedMedia from '../../../test/baileys-incoming-media';
import * as recorded from '../../../test/baileys-incoming-messages';
import type { IncomingType } from '../engine-events';
import { mediaOf, toIncoming } from './incoming-message';
import { incomingIdOf, ourIdOfWaId } from './jids';

const insid = 'a1b2c3d4';
const at = new Date(1717401234 * 1000);

describe('a received message, as our IncomingMessage', () => {
  it('takes a text from a person: their number, a stable id, the time it was sent', () => {
    expect(toIncoming(insid, recorded.text)).toStrictEqual({
      id: incomingIdOf(insid, '3A7C1F2E9B0D4C6A8E5F', '215346712345678@lid'),
      from: '919812345678',
      senderLid: '215346712345678@lid',
      pushName: 'Asha',
      type: 'text',
      body: 'Hello, is my order ready?',
      timestamp: at,
      engineRef: { id: '3A7C1F2E9B0D4C6A8E5F', remoteJid: recorded.text.key.remoteJid },
    });
  });

  it('names the message a reply quotes or a reaction reacts to by our id: one we sent, or one received', () => {
    const ours = ourIdOfWaId('3EB00F8C3A2E5B7D4C1E9A6F2D4B8E1C7A90');
    expect(ours).toMatch(/^[0-9a-f-]{36}$/);
    expect(toIncoming(insid, recorded.lidReply)?.quotedId).toBe(ours);
    expect(toIncoming(insid, recordedContent.reaction)?.quotedId).toBe(ours);
    expect(toIncoming(insid, recordedContent.reactionRemoved)?.quotedId).toBe(ours);
    const replyToReceived = structuredClone(recorded.lidReply);
    const context = replyToReceived.message.extendedTextMessage.contextInfo;
    context.stanzaId = '3A7C1F2E9B0D4C6A8E5F';
    expect(toIncoming(insid, replyToReceived)?.quotedId).toBe(
      incomingIdOf(insid, '3A7C1F2E9B0D4C6A8E5F', '215346712345678@lid'),
    );
    expect(toIncoming(insid, recorded.text)).not.toHaveProperty('quotedId');
  });

  it('gives a redelivered message the same id, and another token another one', () => {
    const again = structuredClone(recorded.text);
    expect(toIncoming(insid, again)?.id).toBe(toIncoming(insid, recorded.text)?.id);
    expect(toIncoming('other-token', recorded.text)?.id).not.toBe(toIncoming(insid, recorded.text)?.id);
  });

  it('keeps WhatsApp’s id apart per chat: another chat’s same id is another message, the chat by number or LID the same one', () => {
    const text = toIncoming(insid, recorded.text);
    const elsewhere = {
      ...recorded.text,
      key: {
        ...recorded.text.key,
        remoteJid: '919800000002@s.whatsapp.net',
        remoteJidAlt: '215300000000002@lid',
      },
    };
    const inGroup = {
      ...recorded.text,
      key: {
        ...recorded.text.key,
        remoteJid: '120363012345678901@g.us',
        participant: recorded.text.key.remoteJid,
      },
    };
    expect(toIncoming(insid, elsewhere)?.id).not.toBe(text?.id);
    expect(toIncoming(insid, inGroup)?.id).not.toBe(text?.id);
    // The same chat addressed the other way round (by LID, the number beside it) is the same message.
    const { remoteJid, remoteJidAlt } = recorded.text.key;
    const byLid = {
      ...recorded.text,
      key: { ...recorded.text.key, remoteJid: remoteJidAlt, remoteJidAlt: remoteJid },
    };
    expect(toIncoming(insid, byLid)?.id).toBe(text?.id);
  });

  it('answers a chat WhatsApp addresses by LID with the phone number beside it', () => {
    expect(toIncoming(insid, recorded.lidReply)).toMatchObject({
      from: '919812345678',
      senderLid: '215346712345678@lid',
      body: 'Yes, thanks!',
    });
    const { remoteJidAlt: _, ...lidOnly } = recorded.lidReply.key;
    // Without the phone form there is only the LID, which is not a phone number: the chat is the LID.
    expect(toIncoming(insid, { ...recorded.lidReply, key: lidOnly })).toMatchObject({
      from: '215346712345678@lid',
      senderLid: '215346712345678@lid',
    });
  });

  it('never gives a group member’s LID as their number', () => {
    const { participantAlt: _, ...lidOnly } = recorded.groupText.key;
    const message = toIncoming(insid, { ...recorded.groupText, key: lidOnly });
    expect(message).not.toHaveProperty('author');
    expect(message?.senderLid).toBe('215346712345678@lid');
  });

  it('takes a group message from the group, with the member who wrote it by number', () => {
    expect(toIncoming(insid, recorded.groupText)).toStrictEqual({
      id: incomingIdOf(insid, '3EB0C431C26A1916E6D1', '120363012345678901@g.us'),
      from: '120363012345678901@g.us',
      author: '919812345678',
      senderLid: '215346712345678@lid',
      pushName: 'Asha',
      type: 'text',
      body: 'Meeting at 5?',
      timestamp: at,
      engineRef: {
        id: '3EB0C431C26A1916E6D1',
        remoteJid: '120363012345678901@g.us',
        participant: recorded.groupText.key.participant,
      },
    });
    expect(toIncoming(insid, recorded.groupTextFromDevice)).toMatchObject({
      from: '919812345678-1712345678@g.us',
      author: '14155550123',
      senderLid: '98765432109876@lid',
      body: 'On my way',
    });
  });

  it('gives no LID for a sender WhatsApp addresses by number only', () => {
    expect(toIncoming(insid, recordedMedia.image)).not.toHaveProperty('senderLid');
  });

  it('reads a protobuf timestamp (Long) as well as a number', () => {
    expect(typeof recorded.decodedText.messageTimestamp).toBe('object');
    expect(toIncoming(insid, recorded.decodedText)).toMatchObject({
      from: '919812345678',
      body: 'Sent while you were offline',
      timestamp: new Date(1717399999 * 1000),
    });
  });

  it.each<[string, WAMessage, string, IncomingType]>([
    ['image with caption', recordedMedia.image, '[image] The broken part', 'image'],
    ['video', recordedMedia.video, '[video]', 'video'],
    ['video note', recordedMedia.videoNote, '[video]', 'video'],
    ['document', recordedMedia.documentWithoutCaption, '[document report.pdf]', 'document'],
    [
      'document with caption',
      recordedMedia.documentWithCaption,
      '[document prices.xlsx] New prices',
      'document',
    ],
    ['audio', recordedMedia.audio, '[audio]', 'audio'],
    ['voice note', recordedMedia.voiceNote, '[voice]', 'voice'],
    ['sticker', recordedMedia.sticker, '[sticker]', 'sticker'],
    ['location', recordedContent.location, '[location 12.9715987,77.5945627 MG Road Metro]', 'location'],
    ['dropped pin', recordedContent.pinnedLocation, '[location -33.8688,151.2093]', 'location'],
    ['live location', recordedContent.liveLocation, '[location 28.6139,77.209]', 'location'],
    ['contact', recordedContent.contact, '[contact Ravi Kumar +919876543210]', 'contact'],
    [
      'contact not on WhatsApp',
      recordedContent.contactWithoutWaid,
      '[contact Office +14155550199]',
      'contact',
    ],
    [
      'set of contacts',
      recordedContent.contacts,
      '[contact Ravi Kumar +919876543210]\n[contact Meera +918765432109]',
      'contact',
    ],
    ['reaction', recordedContent.reaction, '[reaction 👍]', 'reaction'],
    ['reaction taken back', recordedContent.reactionRemoved, '[reaction removed]', 'reaction'],
    ['disappearing text', recorded.ephemeralText, 'This will disappear', 'text'],
    ['view-once image', recordedMedia.viewOnceImage, '[image] Just once', 'image'],
    ['disappearing view-once video', recordedMedia.ephemeralViewOnceVideo, '[video]', 'video'],
    ['poll', recordedContent.poll, '[poll Lunch?: Yes / No]', 'poll'],
  ])('describes a %s', (_, message, body, type) => {
    expect(toIncoming(insid, message)).toMatchObject({
      from: '919812345678',
      type,
      body,
      timestamp: at,
    });
  });

  it('reads a contact’s status (status@broadcast) as type status by its poster, no longer passing over it', () => {
    expect(toIncoming(insid, recorded.statusBroadcast)).toEqual({
      id: incomingIdOf(insid, 'AE0D9B7A6FC8E90A7D5F607182930415', 'status@broadcast'),
      from: 'status@broadcast',
      author: '919812345678',
      type: 'status',
      body: '[image] Sunday',
      timestamp: at,
      engineRef: {
        id: 'AE0D9B7A6FC8E90A7D5F607182930415',
        remoteJid: 'status@broadcast',
        participant: '919812345678@s.whatsapp.net',
      },
    });
  });

  it.each<[string, WAMessage]>([
    ['our own message', recorded.fromMe],
    ['a channel post', recorded.newsletterPost],
    ['a delete for everyone', recorded.revoke],
    ['an edit', recorded.edit],
    ['a group notice without content', recorded.participantAdded],
    ['a bare sender key', recorded.senderKeyOnly],
    [
      'a poll vote (read with the poll’s secret, see baileys-polls.ts)',
      {
        ...recordedContent.poll,
        message: { pollUpdateMessage: { pollCreationMessageKey: { id: 'X', fromMe: true } } },
      },
    ],
  ])('passes over %s', (_, message) => {
    expect(toIncoming(insid, message)).toBeNull();
  });
});

describe('a received poll', () => {
  it('keeps its question and options, one answer when one option is selectable', () => {
    expect(toIncoming(insid, recordedContent.poll)?.poll).toEqual({
      name: 'Lunch?',
      options: ['Yes', 'No'],
      multipleAnswers: false,
    });
  });
});

describe('the media of a received message', () => {
  it.each<[string, WAMessage, ReturnType<typeof mediaOf>]>([
    ['image', recordedMedia.image, { kind: 'image', mimetype: 'image/jpeg' }],
    ['video', recordedMedia.video, { kind: 'video', mimetype: 'video/mp4' }],
    ['video note', recordedMedia.videoNote, { kind: 'video', mimetype: 'video/mp4' }],
    [
      'document',
      recordedMedia.documentWithoutCaption,
      { kind: 'document', mimetype: 'application/pdf', fileName: 'report.pdf' },
    ],
    [
      'wrapped document',
      recordedMedia.documentWithCaption,
      {
        kind: 'document',
        mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: 'prices.xlsx',
      },
    ],
    ['audio', recordedMedia.audio, { kind: 'audio', mimetype: 'audio/mpeg' }],
    ['voice note', recordedMedia.voiceNote, { kind: 'audio', mimetype: 'audio/ogg; codecs=opus' }],
    ['sticker', recordedMedia.sticker, { kind: 'sticker', mimetype: 'image/webp' }],
    ['view-once image', recordedMedia.viewOnceImage, { kind: 'image', mimetype: 'image/jpeg' }],
    ['wrapped video', recordedMedia.ephemeralViewOnceVideo, { kind: 'video', mimetype: 'video/mp4' }],
  ])('names the %s to download', (_, message, media) => {
    expect(mediaOf(message)).toStrictEqual(media);
  });

  it('falls back to the usual mimetype when the message has none', () => {
    const { mimetype: _, ...bare } = recordedMedia.sticker.message.stickerMessage;
    expect(mediaOf({ ...recordedMedia.sticker, message: { stickerMessage: bare } })).toStrictEqual({
      kind: 'sticker',
      mimetype: 'image/webp',
    });
  });

  it.each<[string, WAMessage]>([
    ['text', recorded.text],
    ['location', recordedContent.location],
    ['contact', recordedContent.contact],
    ['notice', recorded.participantAdded],
  ])('finds none in a %s', (_, message) => {
    expect(mediaOf(message)).toBeNull();
  });
});

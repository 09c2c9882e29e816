import { EXAMPLE_CHANNEL_ID, EXAMPLE_GROUP_ID } from '@chatgate/contracts';
import { jidDecode } from '@whiskeysockets/baileys';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incomingIdOf, jidOf, numberOfJid, ourIdOfWaId, phoneJidOf, waMessageIdOf } from './jids';

describe('chat jids', () => {
  it('sends to a number at s.whatsapp.net and to groups and channels by their own id', () => {
    expect(jidOf('919812345678')).toBe('919812345678@s.whatsapp.net');
    expect(jidOf(EXAMPLE_GROUP_ID)).toBe(EXAMPLE_GROUP_ID);
    expect(jidOf('919812345678-1712345678@g.us')).toBe('919812345678-1712345678@g.us');
    expect(jidOf(EXAMPLE_CHANNEL_ID)).toBe(EXAMPLE_CHANNEL_ID);
    expect(jidDecode(jidOf('14155550123'))).toMatchObject({ user: '14155550123', server: 's.whatsapp.net' });
  });

  it('refuses anything else rather than sending it somewhere odd', () => {
    for (const bad of ['+919812345678', '91 98123 45678', '', 'abc@g.us', '919812345678@s.whatsapp.net']) {
      expect(() => jidOf(bad), bad).toThrow();
    }
  });

  it('reads the number of a person jid without device or agent; keeps shared chats whole', () => {
    expect(numberOfJid('919812345678:3@s.whatsapp.net')).toBe('919812345678');
    expect(numberOfJid('919812345678@s.whatsapp.net')).toBe('919812345678');
    expect(numberOfJid('919812345678@c.us')).toBe('919812345678');
    expect(numberOfJid('919812345678:99@hosted')).toBe('919812345678');
    expect(numberOfJid('919812345678')).toBe('919812345678');
    expect(numberOfJid(EXAMPLE_GROUP_ID)).toBe(EXAMPLE_GROUP_ID);
    expect(numberOfJid(EXAMPLE_CHANNEL_ID)).toBe(EXAMPLE_CHANNEL_ID);
    expect(numberOfJid('status@broadcast')).toBe('status@broadcast');
    // A LID is a privacy id, not a phone number; its user part is all there is to give.
    expect(numberOfJid('215346712345678:12@lid')).toBe('215346712345678');
  });

  it('round-trips every number through jidOf and numberOfJid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,15}$/), (number) => {
        expect(numberOfJid(jidOf(number))).toBe(number);
      }),
    );
  });

  it('prefers the phone-number form of a LID jid when Baileys gives one', () => {
    expect(phoneJidOf('215346712345678@lid', '919812345678@s.whatsapp.net')).toBe(
      '919812345678@s.whatsapp.net',
    );
    expect(phoneJidOf('919812345678@s.whatsapp.net', '215346712345678@lid')).toBe(
      '919812345678@s.whatsapp.net',
    );
    expect(phoneJidOf('215346712345678@lid', undefined)).toBe('215346712345678@lid');
    expect(phoneJidOf('215346712345678@lid', null)).toBe('215346712345678@lid');
  });
});

describe('message ids', () => {
  it('sends our message under 3EB0 and its UUID digits, uppercased', () => {
    expect(waMessageIdOf('0f8c3a2e-5b7d-4c1e-9a6f-2d4b8e1c7a90')).toBe(
      '3EB00F8C3A2E5B7D4C1E9A6F2D4B8E1C7A90',
    );
  });

  it('gets our id back from every WhatsApp id it made, whatever the case of the UUID', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(waMessageIdOf(id)).toMatch(/^3EB0[0-9A-F]{32}$/);
        expect(ourIdOfWaId(waMessageIdOf(id))).toBe(id.toLowerCase());
        expect(ourIdOfWaId(waMessageIdOf(id.toUpperCase()))).toBe(id.toLowerCase());
      }),
    );
  });

  it('finds no id of ours in ids other clients make', () => {
    for (const waId of [
      '3EB0C431C26A1916E6D1', // WhatsApp Web
      '3EB0E4F1A9D2C7B85A3C01', // Baileys generateMessageIDV2
      '3EB0A1B2C3D4E5F60718293A4B5C6D7E8F9012345678', // Baileys generateMessageID (36 hex digits)
      'A5F3D1C0B2E4968712AB34CD56EF7890', // Android
      '3A7C1F2E9B0D4C6A8E5F', // iPhone
      '3EB00f8c3a2e5b7d4c1e9a6f2d4b8e1c7a90', // lowercase: not made by us
      '',
    ]) {
      expect(ourIdOfWaId(waId), waId).toBeNull();
    }
  });

  it('refuses to make a WhatsApp id from something that is not a UUID', () => {
    expect(() => waMessageIdOf('message-1')).toThrow();
  });

  it('gives a redelivered incoming message the same UUID, and other messages other ones', () => {
    const id = incomingIdOf('inst-1', '3A7C1F2E9B0D4C6A8E5F');
    expect(id).toBe(incomingIdOf('inst-1', '3A7C1F2E9B0D4C6A8E5F'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(incomingIdOf('inst-2', '3A7C1F2E9B0D4C6A8E5F')).not.toBe(id);
    expect(incomingIdOf('inst-1', '3A7C1F2E9B0D4C6A8E5E')).not.toBe(id);
    // The separator keeps `a/bc` and `ab/c` apart.
    expect(incomingIdOf('a', 'bc')).not.toBe(incomingIdOf('ab', 'c'));
  });

  it('derives the incoming id from SHA-1 of insid/waId with version 5 and the RFC 4122 variant', () => {
    // sha1('inst-1/ABC') = 880a7f3b 4af3 7cee 0d0c 3696196260cf…: 7c -> 5c (version), 0d -> 8d (variant).
    expect(incomingIdOf('inst-1', 'ABC')).toBe('880a7f3b-4af3-5cee-8d0c-3696196260cf');
  });
});

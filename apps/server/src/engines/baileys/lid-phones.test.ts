import type { GroupMetadata } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { toGroupInfo } from './baileys-groups';
import type { BaileysSocket } from './baileys-socket';
import { withMemberPhones, withPhoneNumber, withSenderPhones } from './lid-phones';

const KNOWN_LID = '215346712345678@lid';
const UNKNOWN_LID = '999999999999999@lid';

/** A socket whose Baileys learned one LID's phone number. */
const socket = {
  signalRepository: {
    lidMapping: {
      getPNForLID: async (lid: string) =>
        lid.startsWith('215346712345678') ? '919812345678:0@s.whatsapp.net' : null,
    },
  },
} as unknown as BaileysSocket;

describe('phone numbers for LIDs', () => {
  it('gives group members known only by LID their number, and keeps the rest as they are', async () => {
    const meta = {
      id: '120363012345678901@g.us',
      subject: 'Orders',
      owner: '14155550123@s.whatsapp.net',
      creation: 1717400000,
      participants: [
        { id: '14155550123@s.whatsapp.net', admin: 'superadmin' },
        { id: KNOWN_LID, admin: null },
        { id: UNKNOWN_LID, admin: null },
        { id: '919800000000@lid', phoneNumber: '919800000000@s.whatsapp.net', admin: 'admin' },
      ],
    } as GroupMetadata;
    const info = toGroupInfo(await withMemberPhones(socket, meta));
    expect(info.participants).toEqual([
      { number: '14155550123', lid: null, role: 'superadmin' },
      { number: '919812345678', lid: KNOWN_LID, role: 'member' },
      // A member whose number is hidden: the LID, never its digits as a number.
      { number: null, lid: UNKNOWN_LID, role: 'member' },
      { number: '919800000000', lid: '919800000000@lid', role: 'admin' },
    ]);
  });

  it('maps a participant event’s bare LID jid, and leaves phone jids alone', async () => {
    expect(await withPhoneNumber(socket, KNOWN_LID)).toEqual({
      id: KNOWN_LID,
      phoneNumber: '919812345678:0@s.whatsapp.net',
    });
    expect(await withPhoneNumber(socket, '14155550123@s.whatsapp.net')).toBe('14155550123@s.whatsapp.net');
  });

  it('puts the phone form beside a LID sender, unless the message already had one', async () => {
    const message = { key: { remoteJid: KNOWN_LID, id: '3A1', fromMe: false } };
    expect((await withSenderPhones(socket, message)).key.remoteJidAlt).toBe('919812345678:0@s.whatsapp.net');
    const given = { key: { ...message.key, remoteJidAlt: '911111111111@s.whatsapp.net' } };
    expect(await withSenderPhones(socket, given)).toBe(given);
  });
});

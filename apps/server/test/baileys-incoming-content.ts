/**
 * Recorded Baileys 7 messages (as in baileys-incoming-messages.ts) of locations, contacts, reactions and polls.
 * Numbers, ids and media keys are made up; the shapes are not.
 */
import type { WAMessage } from '@whiskeysockets/baileys';
import { b64, base, fromPhone, messageContextInfo } from './baileys-incoming-parts';

export const location = {
  key: { ...fromPhone, id: '1B2A0E8D7C9FB0DDE4C6D7E8F9A0B1C2' },
  message: {
    locationMessage: {
      degreesLatitude: 12.9715987,
      degreesLongitude: 77.5945627,
      name: 'MG Road Metro',
      address: 'Mahatma Gandhi Rd, Bengaluru',
      jpegThumbnail: b64('/9j/4AAQSkZJRgABAQAAAQABAAD/'),
    },
  },
  ...base,
} satisfies WAMessage;

/** A pin dropped on the map: no name. */
export const pinnedLocation = {
  key: { ...fromPhone, id: '2C3B1F9E8DA0C1EEF5D7E8F9A0B1C2D3' },
  message: { locationMessage: { degreesLatitude: -33.8688, degreesLongitude: 151.2093 } },
  ...base,
} satisfies WAMessage;

export const contact = {
  key: { ...fromPhone, id: '3D4C2A0F9EB1D2FF06E8F9A0B1C2D3E4' },
  message: {
    contactMessage: {
      displayName: 'Ravi Kumar',
      vcard:
        'BEGIN:VCARD\nVERSION:3.0\nN:Kumar;Ravi;;;\nFN:Ravi Kumar\nitem1.TEL;waid=919876543210:+91 98765 43210\nitem1.X-ABLabel:Mobile\nEND:VCARD',
    },
  },
  ...base,
} satisfies WAMessage;

export const liveLocation = {
  key: { ...fromPhone, id: '1C3D5E7F9AB2C4D6E8FA2B4C6D8EAF12' },
  message: {
    liveLocationMessage: {
      degreesLatitude: 28.6139,
      degreesLongitude: 77.209,
      accuracyInMeters: 20,
      sequenceNumber: 1717401234001,
      caption: 'Sharing for 15 minutes',
    },
  },
  ...base,
} satisfies WAMessage;

/** Several contacts shared at once. */
export const contacts = {
  key: { ...fromPhone, id: '2D4E6F8A0BC3D5E7F9AB3C5D7E9FB023' },
  message: {
    contactsArrayMessage: {
      displayName: '2 contacts',
      contacts: [
        {
          displayName: 'Ravi Kumar',
          vcard:
            'BEGIN:VCARD\nVERSION:3.0\nFN:Ravi Kumar\nTEL;type=CELL;waid=919876543210:+91 98765 43210\nEND:VCARD',
        },
        {
          displayName: 'Meera',
          vcard:
            'BEGIN:VCARD\nVERSION:3.0\nFN:Meera\nTEL;type=CELL;waid=918765432109:+91 87654 32109\nEND:VCARD',
        },
      ],
    },
  },
  ...base,
} satisfies WAMessage;

/** A contact that is not on WhatsApp: the vCard has no waid. */
export const contactWithoutWaid = {
  key: { ...fromPhone, id: '4E5D3B1A0FC2E3A017F9A0B1C2D3E4F5' },
  message: {
    contactMessage: {
      displayName: 'Office',
      vcard: 'BEGIN:VCARD\nVERSION:3.0\nFN:Office\nTEL;type=WORK:+1 (415) 555-0199\nEND:VCARD',
    },
  },
  ...base,
} satisfies WAMessage;

export const reaction = {
  key: { ...fromPhone, id: '5F6E4C2B1AD3F4B1280A1B2C3D4E5F60' },
  message: {
    reactionMessage: {
      key: {
        remoteJid: '919812345678@s.whatsapp.net',
        fromMe: true,
        id: '3EB00F8C3A2E5B7D4C1E9A6F2D4B8E1C7A90',
      },
      text: '👍',
      senderTimestampMs: 1717401234567,
    },
  },
  ...base,
} satisfies WAMessage;

/** Taking a reaction back sends an empty one. */
export const reactionRemoved = {
  key: { ...fromPhone, id: '6A7F5D3C2BE4A5C2391B2C3D4E5F6071' },
  message: {
    reactionMessage: {
      key: {
        remoteJid: '919812345678@s.whatsapp.net',
        fromMe: true,
        id: '3EB00F8C3A2E5B7D4C1E9A6F2D4B8E1C7A90',
      },
      text: '',
      senderTimestampMs: 1717401299999,
    },
  },
  ...base,
} satisfies WAMessage;

/** A poll with one answer (WhatsApp's version 3 of the poll message). */
export const poll = {
  key: { ...fromPhone, id: 'D13ACEAD9CFB1C3DA082930415B6C7D8' },
  message: {
    pollCreationMessageV3: {
      name: 'Lunch?',
      options: [{ optionName: 'Yes' }, { optionName: 'No' }],
      selectableOptionsCount: 1,
    },
    messageContextInfo,
  },
  ...base,
} satisfies WAMessage;

/**
 * Recorded Baileys 7 messages (as in baileys-incoming-messages.ts) of media: images, videos, documents, audio, stickers.
 * Numbers, ids and media keys are made up; the shapes are not.
 */
import type { WAMessage } from '@whiskeysockets/baileys';
import { b64, base, fromPhone, media, messageContextInfo } from './baileys-incoming-parts';

export const image = {
  key: { ...fromPhone, id: 'A5F3D1C0B2E4968712AB34CD56EF7890' },
  message: {
    imageMessage: {
      url: 'https://mmg.whatsapp.net/o1/v/t62.7118-24/f1/m231/up-oil-image-1?ccb=9-4',
      mimetype: 'image/jpeg',
      caption: 'The broken part',
      fileLength: 48213,
      height: 1280,
      width: 960,
      directPath: '/o1/v/t62.7118-24/f1/m231/up-oil-image-1?ccb=9-4',
      jpegThumbnail: b64('/9j/4AAQSkZJRgABAQAAAQABAAD/'),
      ...media,
    },
    messageContextInfo,
  },
  ...base,
} satisfies WAMessage;

export const video = {
  key: { ...fromPhone, id: 'B6A4E2D1C3F5A7988C0D1E2F3A4B5C6D' },
  message: {
    videoMessage: {
      url: 'https://mmg.whatsapp.net/v/t62.7161-24/video-1.enc',
      mimetype: 'video/mp4',
      fileLength: 1048576,
      seconds: 12,
      height: 848,
      width: 480,
      directPath: '/v/t62.7161-24/video-1.enc',
      ...media,
    },
  },
  ...base,
} satisfies WAMessage;

export const documentWithoutCaption = {
  key: { ...fromPhone, id: 'C7B5F3E2D4A6B8A99D1E2F3A4B5C6D7E' },
  message: {
    documentMessage: {
      url: 'https://mmg.whatsapp.net/v/t62.7119-24/doc-1.enc',
      mimetype: 'application/pdf',
      title: 'report',
      fileName: 'report.pdf',
      fileLength: 204800,
      pageCount: 3,
      directPath: '/v/t62.7119-24/doc-1.enc',
      ...media,
    },
  },
  ...base,
} satisfies WAMessage;

/** A document sent with a caption arrives wrapped. */
export const documentWithCaption = {
  key: { ...fromPhone, id: 'D8C6A4F3E5B7C9AA0E2F3A4B5C6D7E8F' },
  message: {
    documentWithCaptionMessage: {
      message: {
        documentMessage: {
          url: 'https://mmg.whatsapp.net/v/t62.7119-24/doc-2.enc',
          mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          title: 'prices',
          fileName: 'prices.xlsx',
          caption: 'New prices',
          fileLength: 10240,
          directPath: '/v/t62.7119-24/doc-2.enc',
          ...media,
        },
      },
    },
    messageContextInfo,
  },
  ...base,
} satisfies WAMessage;

export const audio = {
  key: { ...fromPhone, id: 'E9D7B5A4F6C8DAAB1F3A4B5C6D7E8F90' },
  message: {
    audioMessage: {
      url: 'https://mmg.whatsapp.net/v/t62.7114-24/audio-1.enc',
      mimetype: 'audio/mpeg',
      seconds: 184,
      ptt: false,
      directPath: '/v/t62.7114-24/audio-1.enc',
      ...media,
    },
  },
  ...base,
} satisfies WAMessage;

export const voiceNote = {
  key: { ...fromPhone, id: 'F0E8C6B5A7D9EBBC2A4B5C6D7E8F9A01' },
  message: {
    audioMessage: {
      url: 'https://mmg.whatsapp.net/v/t62.7117-24/voice-1.enc',
      mimetype: 'audio/ogg; codecs=opus',
      seconds: 7,
      ptt: true,
      waveform: b64('AAAGDxQZHiMoLTI3PEFGS1BVWl9kaW5zeH2Ch4yRlpugpaqvtLm+'),
      directPath: '/v/t62.7117-24/voice-1.enc',
      ...media,
    },
  },
  ...base,
} satisfies WAMessage;

export const sticker = {
  key: { ...fromPhone, id: '0A1F9D7C6B8EAFCCD3B5C6D7E8F9A0B1' },
  message: {
    stickerMessage: {
      url: 'https://mmg.whatsapp.net/v/t62.15575-24/sticker-1.enc',
      mimetype: 'image/webp',
      height: 64,
      width: 64,
      isAnimated: false,
      directPath: '/v/t62.15575-24/sticker-1.enc',
      ...media,
    },
  },
  ...base,
} satisfies WAMessage;

/** A round video note. */
export const videoNote = {
  key: { ...fromPhone, id: '0B2C4D6E8FA1B3C5D7E9F1A3B5C7D9E1' },
  message: {
    ptvMessage: {
      url: 'https://mmg.whatsapp.net/v/t62.7161-24/ptv-1.enc',
      mimetype: 'video/mp4',
      seconds: 9,
      directPath: '/v/t62.7161-24/ptv-1.enc',
      ...media,
    },
  },
  ...base,
} satisfies WAMessage;

export const viewOnceImage = {
  key: { ...fromPhone, id: '8C9B7F5E4DA6C7E45B3D4E5F60718293', isViewOnce: true },
  message: {
    viewOnceMessageV2: {
      message: {
        imageMessage: {
          url: 'https://mmg.whatsapp.net/v/t62.7118-24/once-1.enc',
          mimetype: 'image/jpeg',
          caption: 'Just once',
          viewOnce: true,
          directPath: '/v/t62.7118-24/once-1.enc',
          ...media,
        },
      },
    },
  },
  ...base,
} satisfies WAMessage;

/** The older view-once wrapper, inside a disappearing-messages one. */
export const ephemeralViewOnceVideo = {
  key: { ...fromPhone, id: '9DAC8A6F5EB7D8F56C4E5F6071829304' },
  message: {
    ephemeralMessage: {
      message: {
        viewOnceMessage: {
          message: {
            videoMessage: {
              url: 'https://mmg.whatsapp.net/v/t62.7161-24/once-2.enc',
              mimetype: 'video/mp4',
              seconds: 4,
              viewOnce: true,
              ...media,
            },
          },
        },
      },
    },
  },
  ...base,
} satisfies WAMessage;

/**
 * A message read back from a store or a history sync: a decoded protobuf, whose 64-bit timestamp is
 * a Long rather than a number.
 */

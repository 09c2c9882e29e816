import { MEDIA_TYPES, type MediaType, type SandboxContent } from '@chatgate/contracts';

/** One voter's current choice on a poll. */
export interface PhoneVote {
  voter: string;
  options: string[];
}

/** The phone reading a message (to find its own vote), and whether it can vote on a poll in it. */
export interface Reader {
  phone: string;
  canVote: boolean;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const mediaTypeOf = (value: unknown): MediaType => MEDIA_TYPES.find((type) => type === value) ?? 'document';

/**
 * What a token's message holds beyond text, from its queued payload, as a phone shows it. A file
 * sent by https URL keeps that URL; one sent inline (stored under its hash) has none, as its
 * bytes come through the phone's media route.
 */
export function phoneMessageContent(
  payload: Record<string, unknown>,
  reader: Reader = { phone: '', canVote: false },
  votes: PhoneVote[] = [],
): SandboxContent | null {
  switch (payload.kind) {
    case 'poll':
      return pollContent(payload, reader, votes);
    case 'sticker': {
      const media = text(payload.media);
      return {
        type: 'sticker',
        url: media?.startsWith('https:') ? media : null,
        mimeType: text(payload.mimeType),
      };
    }
    case 'media': {
      const media = text(payload.media);
      return {
        type: 'media',
        mediaType: mediaTypeOf(payload.mediaType),
        url: media?.startsWith('https:') ? media : null,
        mimeType: text(payload.mimeType),
        fileName: text(payload.fileName),
        caption: text(payload.caption),
      };
    }
    case 'location':
      return {
        type: 'location',
        latitude: Number(payload.latitude),
        longitude: Number(payload.longitude),
        name: text(payload.name),
        address: text(payload.address),
      };
    case 'contact':
      return { type: 'contact', name: String(payload.name), phone: String(payload.phone) };
    default:
      return null;
  }
}

/** A poll with the votes each option has now and the options the reading phone chose. */
function pollContent(payload: Record<string, unknown>, reader: Reader, votes: PhoneVote[]): SandboxContent {
  const options = Array.isArray(payload.options) ? payload.options.map(String) : [];
  return {
    type: 'poll',
    name: String(payload.name ?? ''),
    multipleAnswers: payload.multipleAnswers === true,
    options: options.map((name) => ({ name, votes: votes.filter((v) => v.options.includes(name)).length })),
    myVote: votes.find((v) => v.voter === reader.phone)?.options ?? [],
    canVote: reader.canVote,
  };
}

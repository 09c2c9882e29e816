import { MEDIA_TYPES, type MediaType, type SandboxContent } from '@chatgate/contracts';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const mediaTypeOf = (value: unknown): MediaType => MEDIA_TYPES.find((type) => type === value) ?? 'document';

/**
 * What a token's message holds beyond text, from its queued payload, as a phone shows it. A file
 * sent by https URL keeps that URL; one sent inline (stored under its hash) has none, as its
 * bytes come through the phone's media route.
 */
export function phoneMessageContent(payload: Record<string, unknown>): SandboxContent | null {
  switch (payload.kind) {
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

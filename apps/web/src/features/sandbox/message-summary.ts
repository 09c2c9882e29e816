import { type SandboxMessage, SandboxPhoneTexts } from '@chatgate/contracts';

const MEDIA_WORDS = {
  image: 'Photo',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
  archive: 'Archive',
};

/** A message in a few words, as a phone's chat list says it: "Photo: caption", "Location: Office". */
export function messageSummary({
  body,
  content,
  revoked,
}: Pick<SandboxMessage, 'body' | 'content'> & { revoked?: boolean }): string {
  if (revoked) return SandboxPhoneTexts.revoked;
  switch (content?.type) {
    case undefined:
      return body;
    case 'location':
      return `Location: ${content.name ?? `${content.latitude}, ${content.longitude}`}`;
    case 'contact':
      return `Contact: ${content.name}`;
    case 'media': {
      const what = content.fileName ?? MEDIA_WORDS[content.mediaType];
      return content.caption ? `${what}: ${content.caption}` : what;
    }
    case 'sticker':
      return 'Sticker';
    case 'poll':
      return `Poll: ${content.name}`;
  }
}

import { MessageChangeMessages } from '@chatgate/contracts';
import { badRequest, conflict } from '../../http/app-error';
import { describedContact, describedLocation } from './described-content';
import type { StoredFile } from './message-view';
import type { MessageRow } from './messages.queries';
import type { QueuedContent } from './outbound-queue.service';

const FORWARDABLE_SENT = new Set(['text', 'media', 'location', 'contact']);
/** Received files forward as the media type the send calls take. */
const RECEIVED_MEDIA: Record<string, 'image' | 'video' | 'audio' | 'document'> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  voice: 'audio',
  document: 'document',
};

type Forwarded = Exclude<QueuedContent, { kind: 'reaction' }>;

/**
 * What forwarding the token's message `row` to `to` sends: the same content (a sent message's
 * as it was queued, a received one's from what we kept of it), marked forwarded, quoting
 * nothing. 409 for a message deleted for everyone, 400 for one that cannot be forwarded.
 */
export function forwardedContent(row: MessageRow, to: string): QueuedContent {
  if (row.revokedAt) throw conflict(MessageChangeMessages.revoked);
  const content = row.direction === 'out' ? sentContent(row) : receivedContent(row);
  if (!content) throw badRequest(MessageChangeMessages.notForwardable);
  const { quotedId: _, ...rest } = content;
  return { ...rest, to, forwarded: true };
}

function sentContent(row: MessageRow): Forwarded | null {
  const payload = row.payload ?? {};
  if (!FORWARDABLE_SENT.has(String(payload.kind))) return null;
  return { ...(payload as Omit<Forwarded, 'to'>), to: row.remote } as Forwarded;
}

function receivedContent(row: MessageRow): Forwarded | null {
  const to = row.remote;
  const file = row.payload?.file as StoredFile | undefined;
  const mediaType = RECEIVED_MEDIA[row.type];
  if (file && mediaType) {
    // The body describes the file ("[image photo.jpg] its caption"): the caption is what follows.
    const caption = row.body.replace(/^\[[^\]]*\]\s?/, '');
    return {
      kind: 'media',
      to,
      mediaType,
      media: file.ref,
      mimeType: file.mimeType,
      size: file.size,
      ...(file.fileName && { fileName: file.fileName }),
      ...(caption && { caption }),
    };
  }
  if (row.type === 'text') return { kind: 'text', to, body: row.body };
  const location = row.type === 'location' ? describedLocation(row.body) : null;
  if (location) return { kind: 'location', to, ...location };
  const contact = row.type === 'contact' ? describedContact(row.body) : null;
  if (contact) return { kind: 'contact', to, ...contact };
  return null;
}

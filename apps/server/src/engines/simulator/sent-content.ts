import type { OutgoingMessage } from '../engine';
import type { IncomingMessage } from '../engine-events';

/**
 * What another token receives for a poll or a sticker one token sent it: the poll with its
 * options, the sticker by type (its file stays with the sender's token: only its phone shows it).
 */
export function receivedKindOf(message: OutgoingMessage): Partial<Pick<IncomingMessage, 'type' | 'poll'>> {
  if (message.kind === 'poll') {
    const { name, options, multipleAnswers } = message;
    return { type: 'poll', poll: { name, options, multipleAnswers } };
  }
  return message.kind === 'sticker' ? { type: 'sticker' } : {};
}

/** What a phone keeps of a poll or sticker beside its text: the poll, the sticker's type (its file stays with the token). */
export function phoneContentOf(message: OutgoingMessage): Record<string, unknown> | null {
  if (message.kind === 'poll') {
    const { kind, name, options, multipleAnswers } = message;
    return { kind, name, options, multipleAnswers };
  }
  return message.kind === 'sticker' ? { kind: 'sticker', mimeType: 'image/webp' } : null;
}

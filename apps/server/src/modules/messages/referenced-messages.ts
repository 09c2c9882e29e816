import { MessagingMessages } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import { chatsOf } from './messages.queries';
import type { QueuedContent } from './outbound-queue.service';

interface Reference {
  id: string;
  notFound: string;
  otherChat: string;
}

function referencesOf(content: QueuedContent): Reference[] {
  const references: Reference[] = [];
  if (content.quotedId) {
    const { quotedNotFound, quotedOtherChat } = MessagingMessages;
    references.push({ id: content.quotedId, notFound: quotedNotFound, otherChat: quotedOtherChat });
  }
  if (content.kind === 'reaction') {
    const { reactedNotFound, reactionOtherChat } = MessagingMessages;
    references.push({ id: content.messageId, notFound: reactedNotFound, otherChat: reactionOtherChat });
  }
  return references;
}

/**
 * A quoted or reacted-to message must be one the token sent or received, in the chat the new
 * message goes to. Otherwise WhatsApp gets a key that points at nothing, and the customer sees a
 * send that succeeded and did nothing.
 */
export async function checkReferencedMessages(
  db: Queryable,
  insid: string,
  content: QueuedContent,
): Promise<void> {
  const references = referencesOf(content);
  if (references.length === 0) return;
  const chats = await chatsOf(
    db,
    insid,
    references.map((r) => r.id),
  );
  for (const reference of references) {
    const chat = chats.get(reference.id);
    if (chat === undefined) throw notFound(reference.notFound);
    if (chat !== content.to) throw badRequest(reference.otherChat);
  }
}

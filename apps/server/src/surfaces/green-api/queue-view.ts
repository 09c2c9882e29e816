import type { GreenApiQueuedMessage } from '@chatgate/contracts';
import type { QueuePage } from '../../modules/messages/queue.service';
import { greenChatId } from './chat-ids';

const TYPES: Record<string, GreenApiQueuedMessage['type']> = {
  text: 'sendMessage',
  location: 'sendLocation',
  contact: 'sendContact',
  poll: 'sendPoll',
};

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * A queued message as Green-API's showMessagesQueue lists it: the method that sends such a message,
 * its chat and its text (a forward is listed as the message it sends).
 */
export function greenApiQueuedMessage(row: QueuePage['rows'][number]) {
  const payload = row.payload ?? {};
  const chatId = greenChatId(row.remote);
  const quotedMessageId = textOf(payload.quotedId);
  const type = TYPES[row.type] ?? 'sendFileByUrl';
  const file =
    type === 'sendFileByUrl'
      ? {
          urlFile: textOf(payload.media)?.startsWith('https://') ? textOf(payload.media) : undefined,
          fileName: textOf(payload.fileName),
          caption: textOf(payload.caption),
        }
      : { message: row.body };
  return {
    messageID: row.id,
    type,
    body: { chatId, ...file, quotedMessageId },
  } satisfies GreenApiQueuedMessage;
}

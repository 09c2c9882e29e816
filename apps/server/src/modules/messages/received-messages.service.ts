import type { Db } from '../../db/client';
import { keptWriter } from '../../db/kept-writer';
import type { IncomingMessage } from '../../engines/engine-events';
import type { MessageWriterDeps } from './message-status.service';
import type { StoredFile } from './message-view';
import * as q from './messages.queries';

export interface IncomingRecorder {
  /**
   * Stores an incoming message and its event; messages arriving together are committed together.
   * `publicUrl` is the API's address, for the link to a received file.
   */
  record(insid: string, message: IncomingMessage, publicUrl: string): Promise<void>;
  /** Writes the received messages an earlier process kept on disk during an outage; answers how many. */
  replay(): Promise<number>;
}

/** Where a received file is downloaded from, with the token's API key. */
export const mediaPathOf = (messageId: string) => `/api/v1/messages/${messageId}/media`;

/** What a received message keeps beside its text: its author and their LID, its file, what it quotes, the engine's reference. */
function incomingPayload(message: IncomingMessage, publicUrl: string): Record<string, unknown> | null {
  const { author, senderLid, file, mediaError, engineRef, quotedId, forwarded } = message;
  const stored: StoredFile | undefined = file && {
    ...file,
    url: `${publicUrl}${mediaPathOf(message.id)}`,
  };
  const payload = {
    ...(author && { author }),
    ...(senderLid && { senderLid }),
    ...(stored && { file: stored }),
    ...(mediaError && { mediaError }),
    ...(quotedId && { quotedId }),
    ...(forwarded && { forwarded }),
    ...(message.poll && { poll: message.poll }),
    ...(engineRef && { engineRef }),
  };
  return Object.keys(payload).length > 0 ? payload : null;
}

/** Received messages arrive once (WhatsApp does not hand them over again). One per process runtime. */
export function incomingRecorder(deps: MessageWriterDeps): IncomingRecorder {
  /** Stores incoming messages (a repeat of an id is ignored) with their message.received events. */
  const recordIncomingMany = async (db: Db, rows: q.IncomingRow[]) => {
    const stored = await q.insertIncoming(db, rows);
    deps.wakeUps.eventsAppended(stored.deliveries);
  };
  const writer = keptWriter(deps, 'received-messages', recordIncomingMany);
  return {
    record: (insid, message, publicUrl) =>
      writer.submit({
        id: message.id,
        instanceId: insid,
        remote: message.from,
        type: message.type,
        body: message.body,
        payload: incomingPayload(message, publicUrl),
      }),
    replay: () => writer.replay(),
  };
}

import type { MessagingEngine, OutgoingMessage, SendManyResult } from './engine';

/** Sends the messages in order with the engine's `sendMany`, or one `send` after another without it. */
export async function sendInTurn(
  engine: MessagingEngine,
  insid: string,
  messages: OutgoingMessage[],
): Promise<SendManyResult> {
  // A sendMany that rejects has handed over nothing we know of: all go again (ids are deduplicated).
  if (engine.sendMany)
    return engine.sendMany(insid, messages).catch((error: unknown) => ({ sent: 0, error }));
  let sent = 0;
  for (const message of messages) {
    try {
      await engine.send(insid, message);
    } catch (error) {
      return { sent, error };
    }
    sent++;
  }
  return { sent };
}

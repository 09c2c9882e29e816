import { createHash } from 'node:crypto';

/** A UUID's text form of 32 hex digits. */
export function uuidOfHex(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Our id for a message a token receives, from the engine's own id of it: a UUID (version 5 style:
 * SHA-1 of `insid/engineId`, or `insid/chat/engineId` when the engine's ids are unique only
 * within a chat, with the version and variant bits set), the same every time the message is
 * delivered again, and traceable back to the engine's message when it is quoted.
 */
export function incomingIdOf(insid: string, engineId: string, chat?: string): string {
  const name = chat === undefined ? `${insid}/${engineId}` : `${insid}/${chat}/${engineId}`;
  const bytes = createHash('sha1').update(name).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return uuidOfHex(bytes.toString('hex'));
}

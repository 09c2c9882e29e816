import type { proto, WAMessageKey } from '@whiskeysockets/baileys';
import type { Db } from '../../db/client';
import { ourIdOfWaId, waMessageIdOf } from './jids';
import * as q from './message-store.queries';
import type { KeyOf } from './outgoing-content';

/**
 * Baileys' `getMessage`: the content of a message we sent, when a recipient's device asks for it
 * again (a failed decryption retry). Texts are rebuilt from our messages table; other kinds
 * answer nothing, and that one retry fails rather than sending a wrong body.
 */
export async function storedMessage(db: Db, key: WAMessageKey): Promise<proto.IMessage | undefined> {
  const id = key.id ? ourIdOfWaId(key.id) : null;
  if (!id) return undefined;
  const row = await q.sentMessage(db, id);
  return row?.type === 'text' ? { extendedTextMessage: { text: row.body } } : undefined;
}

/** WhatsApp's key of a message the token received, from the `engineRef` stored with it (null: none usable). */
export function receivedKeyOf(ref: Record<string, unknown> | null | undefined): WAMessageKey | null {
  if (!ref || typeof ref.id !== 'string' || typeof ref.remoteJid !== 'string' || !ref.id || !ref.remoteJid)
    return null;
  const participant = typeof ref.participant === 'string' ? { participant: ref.participant } : {};
  return { remoteJid: ref.remoteJid, id: ref.id, fromMe: false, ...participant };
}

/**
 * WhatsApp's keys of messages of the token in the chat `chatJid` (by our ids), to quote or react
 * to them: a message the token received keeps the key it came with; one it sent was sent under an
 * id derived from ours.
 */
export async function waKeysOf(db: Db, insid: string, ourIds: string[], chatJid: string): Promise<KeyOf> {
  const received = new Map<string, WAMessageKey>();
  if (ourIds.length > 0) {
    for (const { id, ref } of await q.receivedEngineRefs(db, insid, ourIds)) {
      const key = receivedKeyOf(ref);
      if (key) received.set(id, key);
    }
  }
  return (ourId) => received.get(ourId) ?? { remoteJid: chatJid, id: waMessageIdOf(ourId), fromMe: true };
}

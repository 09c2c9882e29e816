import type { proto, WAMessageKey } from '@whiskeysockets/baileys';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ourIdOfWaId } from './jids';

/**
 * Baileys' `getMessage`: the content of a message we sent, when a recipient's device asks for it
 * again (a failed decryption retry). Texts are rebuilt from our messages table; other kinds
 * answer nothing, and that one retry fails rather than sending a wrong body.
 */
export async function storedMessage(db: Db, key: WAMessageKey): Promise<proto.IMessage | undefined> {
  const id = key.id ? ourIdOfWaId(key.id) : null;
  if (!id) return undefined;
  const { rows } = await db.execute<{ type: string; body: string }>(
    sql`select type, body from messages where id = ${id} and direction = 'out'`,
  );
  const row = rows[0];
  return row?.type === 'text' ? { extendedTextMessage: { text: row.body } } : undefined;
}

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BufferJSON, type WAMessage } from '@whiskeysockets/baileys';

/** The WhatsApp ids of the messages in the inbound journal's entries under `root` (every token's). */
export async function journaledIds(root: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const base = path.join(root, 'received-inbound');
  for (const token of await readdir(base).catch(() => [])) {
    for (const name of await readdir(path.join(base, token))) {
      if (!name.endsWith('.json')) continue;
      const texts = JSON.parse(await readFile(path.join(base, token, name), 'utf8')) as string[];
      for (const text of texts) ids.add((JSON.parse(text, BufferJSON.reviver) as WAMessage).key.id ?? '');
    }
  }
  return ids;
}

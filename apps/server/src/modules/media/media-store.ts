import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat } from 'node:fs/promises';
import path from 'node:path';

/** How stored media is referred to in a message's payload: `stored:<sha256>`. */
const PREFIX = 'stored:';

/** The sha256 a stored reference names, or null for any other value (an https URL). */
export const hashOfRef = (ref: string): string | null => {
  const hash = ref.startsWith(PREFIX) ? ref.slice(PREFIX.length) : '';
  // Only a sha256 names a file: a reference cannot point anywhere else on the disk.
  return /^[0-9a-f]{64}$/.test(hash) ? hash : null;
};

/** The stored reference of the file with this sha256. */
export const refOfHash = (hash: string): string => `${PREFIX}${hash}`;

export interface MediaStore {
  /** Writes the bytes durably (content-addressed, so a repeat costs nothing) and returns their reference. */
  save(bytes: Buffer): Promise<string>;
  /** The engine's view of a media value: https URLs as they are, stored media as a file:// URL. */
  resolve(media: string): string;
  /** The file of stored media, or null for a value that is not a stored reference. */
  pathOf(ref: string): string | null;
}

/**
 * Media sent inline (base64 data URLs) is kept in files under `dir`, not in the database: a
 * 16 MB image would otherwise ride along with every read of its message row. The file is
 * written and synced before the message that refers to it is committed.
 */
export function createMediaStore(dir: string): MediaStore {
  const fileOf = (hash: string) => path.join(dir, hash.slice(0, 2), hash);
  return {
    async save(bytes) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const file = fileOf(hash);
      const exists = await stat(file).then(
        (s) => s.size === bytes.length,
        () => false,
      );
      if (!exists) {
        await mkdir(path.dirname(file), { recursive: true });
        const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        const handle = await open(temp, 'w');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      }
      return refOfHash(hash);
    },
    resolve(media) {
      const file = this.pathOf(media);
      return file ? `file://${file}` : media;
    },
    pathOf(ref) {
      const hash = hashOfRef(ref);
      return hash ? fileOf(hash) : null;
    },
  };
}

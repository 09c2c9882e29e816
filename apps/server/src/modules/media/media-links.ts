import { createHmac, timingSafeEqual } from 'node:crypto';
import { getOrCreateKey } from '../../db/app-secrets';
import type { Queryable } from '../../db/client';
import { fileSize } from '../../http/file-download';
import { hashOfRef, type MediaStore, refOfHash } from './media-store';

const KEY_NAME = 'media-links';
const LINK = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{22})$/;

/** Where media links are served: `/api/v1/media/<sha256>.<signature>/<file name>`. */
export const MEDIA_LINK_PREFIX = '/api/v1/media/';

async function signatureOf(db: Queryable, hash: string): Promise<string> {
  const key = await getOrCreateKey(db, KEY_NAME);
  return createHmac('sha256', key).update(hash).digest('base64url').slice(0, 22);
}

/**
 * A link anyone holding it may download a stored file by (Green-API's urlFile and downloadUrl):
 * the file's sha256 with our signature of it, so a link cannot be made up for another file.
 * Null for media that is not stored (an https URL).
 */
export async function mediaLinkOf(
  db: Queryable,
  publicUrl: string,
  ref: string,
  fileName: string,
): Promise<string | null> {
  const hash = hashOfRef(ref);
  if (!hash) return null;
  const name = encodeURIComponent(fileName.replace(/[/\\]/g, '_') || 'file');
  return `${publicUrl}${MEDIA_LINK_PREFIX}${hash}.${await signatureOf(db, hash)}/${name}`;
}

/** The stored reference a link's `<sha256>.<signature>` segment opens, or null when it opens none. */
export async function refOfLink(db: Queryable, link: string): Promise<string | null> {
  const match = LINK.exec(link);
  if (!match) return null;
  const [, hash, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(await signatureOf(db, hash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? refOfHash(hash) : null;
}

/** A stored file a URL of ours links to: its reference, its name in the link and its size; else null. */
export async function storedMediaOfUrl(
  db: Queryable,
  store: MediaStore,
  publicUrl: string,
  url: string,
): Promise<{ ref: string; fileName: string; size: number } | null> {
  if (!url.startsWith(`${publicUrl}${MEDIA_LINK_PREFIX}`)) return null;
  const [link = '', name = ''] =
    url
      .slice(publicUrl.length + MEDIA_LINK_PREFIX.length)
      .split(/[?#]/)[0]
      ?.split('/') ?? [];
  const ref = await refOfLink(db, link);
  const path = ref && store.pathOf(ref);
  const size = path ? await fileSize(path) : null;
  if (!ref || size === null) return null;
  return { ref, fileName: safeDecode(name), size };
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

import { extensionOfMimeType } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { mediaLinkOf } from '../../modules/media/media-links';
import type { MessageViewFields, StoredFile } from '../../modules/messages/message-view';

/**
 * Where anyone holding it downloads a message's file without a key (Green-API's downloadUrl):
 * the https URL a file was sent from, else the signed media link of the stored file (received,
 * or sent inline); null for a message without a file.
 */
export async function fileLinkOf(
  db: Queryable,
  publicUrl: string,
  row: Pick<MessageViewFields, 'id' | 'payload'>,
): Promise<string | null> {
  const received = row.payload?.file as StoredFile | undefined;
  const sent = typeof row.payload?.media === 'string' ? row.payload.media : null;
  const ref = received?.ref ?? sent;
  if (!ref) return null;
  if (ref.startsWith('https://')) return ref;
  const mimeType = received?.mimeType ?? (row.payload?.mimeType as string | undefined) ?? '';
  const fileName =
    received?.fileName ??
    (row.payload?.fileName as string | undefined) ??
    `${row.id}.${extensionOfMimeType(mimeType) ?? 'bin'}`;
  return mediaLinkOf(db, publicUrl, ref, fileName);
}

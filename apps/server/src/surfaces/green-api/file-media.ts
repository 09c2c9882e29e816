import {
  extensionOfMimeType,
  type MediaType,
  mediaTypeOfFile,
  mimeTypeOfPath,
  UploadMessages,
} from '@chatgate/contracts';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { badRequest } from '../../http/app-error';
import { checkMediaFile } from '../../modules/messages/media-check';

/** A file we hold, checked for sending: how it goes (by its type), its type and size. */
export interface CheckedFile {
  mediaType: MediaType;
  mimeType: string;
  size: number;
}

const OCTET = 'application/octet-stream';

/**
 * Green-API decides how a file goes from its type: an image, video or audio the phone shows or
 * plays, any other file a document. We take the type from the bytes (the name's extension, or
 * what the caller said, only for files without magic bytes, like text), then the same checks as
 * /send/media (415, 413).
 */
function checked(detected: string | undefined, fileName: string, said: string | undefined, size: number) {
  if (size === 0) throw badRequest(UploadMessages.empty);
  const mimeType = detected ?? mimeTypeOfPath(fileName) ?? said ?? OCTET;
  const mediaType = mediaTypeOfFile(mimeType);
  checkMediaFile(mediaType, mimeType, size);
  return { mediaType, mimeType, size };
}

export async function checkedBytes(bytes: Buffer, fileName: string, said?: string): Promise<CheckedFile> {
  return checked((await fileTypeFromBuffer(bytes))?.mime, fileName, said, bytes.length);
}

export async function checkedStoredFile(path: string, fileName: string, size: number): Promise<CheckedFile> {
  return checked((await fileTypeFromFile(path))?.mime, fileName, undefined, size);
}

/** The name of an uploaded file that came without one: `file.<extension of its type>`. */
export async function nameOfUnnamed(bytes: Buffer, said: string | undefined): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  return `file.${detected?.ext ?? (said && extensionOfMimeType(said)) ?? 'bin'}`;
}

/** How a file at an external URL goes: by the type its file name's extension (else the URL's) names. */
export function mediaTypeOfUrl(fileName: string, url: URL): MediaType {
  const named = mimeTypeOfPath(fileName) ?? mimeTypeOfPath(url.pathname);
  return named ? mediaTypeOfFile(named) : 'document';
}

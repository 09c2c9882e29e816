/** A file's type and usual extension, told from its first bytes, for a file that came without a name. */
export interface SniffedType {
  mimeType: string;
  extension: string;
}

const SIGNATURES: Array<{ bytes: number[]; offset?: number } & SniffedType> = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], mimeType: 'image/png', extension: 'png' },
  { bytes: [0xff, 0xd8, 0xff], mimeType: 'image/jpeg', extension: 'jpg' },
  { bytes: [0x47, 0x49, 0x46, 0x38], mimeType: 'image/gif', extension: 'gif' },
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8, mimeType: 'image/webp', extension: 'webp' },
  { bytes: [0x25, 0x50, 0x44, 0x46], mimeType: 'application/pdf', extension: 'pdf' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], mimeType: 'application/zip', extension: 'zip' },
  { bytes: [0x4f, 0x67, 0x67, 0x53], mimeType: 'audio/ogg', extension: 'ogg' },
  { bytes: [0x49, 0x44, 0x33], mimeType: 'audio/mpeg', extension: 'mp3' },
  { bytes: [0x66, 0x74, 0x79, 0x70], offset: 4, mimeType: 'video/mp4', extension: 'mp4' },
];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** Control bytes other than tab, line feed, form feed and carriage return mean binary data. */
const isControlByte = (byte: number) =>
  byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d;

function isText(bytes: Uint8Array): boolean {
  if (bytes.some(isControlByte)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function sniffFileType(bytes: Uint8Array): SniffedType {
  const known = SIGNATURES.find((s) => startsWith(bytes, s.bytes, s.offset));
  if (known) return { mimeType: known.mimeType, extension: known.extension };
  if (bytes.length > 0 && isText(bytes)) return { mimeType: 'text/plain', extension: 'txt' };
  return { mimeType: 'application/octet-stream', extension: 'bin' };
}

/**
 * The type of a file from its first bytes, for a media URL whose server does not say
 * (no Content-Type, or application/octet-stream). Only the types worth telling apart here:
 * those an image, audio or video may be, and the files most often sent as one by mistake.
 */
export function sniffMimeType(head: Buffer): string {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(0, 5) === '#!AMR') return 'audio/amr';
  if (ascii(4, 8) === 'ftyp') return isoMediaType(ascii(8, 12));
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return ascii(0, 64).includes('webm') ? 'video/webm' : 'video/x-matroska';
  if (ascii(0, 4) === '%PDF') return 'application/pdf';
  if (ascii(0, 4) === 'PK\x03\x04') return 'application/zip';
  if (ascii(0, 2) === 'MZ') return 'application/x-msdownload';
  return 'application/octet-stream';
}

/** An ISO media file (MP4 and kin) by its major brand. */
function isoMediaType(brand: string): string {
  if (brand.startsWith('M4A') || brand.startsWith('M4B')) return 'audio/mp4';
  if (brand.startsWith('3gp') || brand.startsWith('3g2')) return 'video/3gpp';
  if (brand === 'qt  ') return 'video/quicktime';
  if (brand.startsWith('heic') || brand.startsWith('mif1')) return 'image/heic';
  return 'video/mp4';
}

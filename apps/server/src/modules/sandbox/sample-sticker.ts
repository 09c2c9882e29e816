import { STICKER_SIZE } from '@chatgate/contracts';
import sharp from 'sharp';
import type { MediaStore } from '../media/media-store';

/** A smiling face, drawn as WhatsApp's own stickers are: a shape on a transparent square. */
const SMILEY_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${STICKER_SIZE}" height="${STICKER_SIZE}" viewBox="0 0 100 100">
<circle cx="50" cy="50" r="44" fill="#fcd34d" stroke="#ffffff" stroke-width="4"/>
<circle cx="36" cy="40" r="6" fill="#1f2937"/><circle cx="64" cy="40" r="6" fill="#1f2937"/>
<path d="M30 60 Q50 80 70 60" fill="none" stroke="#1f2937" stroke-width="6" stroke-linecap="round"/>
</svg>`;

export interface StoredSticker {
  media: string;
  mimeType: string;
  size: number;
}

/** The Sandbox Phone's sticker: a 512x512 WebP kept in the media store (the same bytes each time). */
export async function sampleSticker(media: MediaStore): Promise<StoredSticker> {
  const bytes = await sharp(Buffer.from(SMILEY_SVG)).webp().toBuffer();
  return { media: await media.save(bytes), mimeType: 'image/webp', size: bytes.length };
}

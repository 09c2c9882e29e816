import type { MediaType } from './messaging';

/**
 * The MIME types each media type takes. WhatsApp sends any file as a document, so a document
 * (and an archive, sent as a document) takes any type: null. Images, audio and video are shown
 * or played by the phone, which handles only these.
 */
export const MEDIA_MIME_TYPES: Record<MediaType, readonly string[] | null> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  audio: [
    'audio/mpeg',
    'audio/mp4',
    'audio/aac',
    'audio/ogg',
    'audio/opus',
    'audio/amr',
    'audio/wav',
    'audio/x-wav',
  ],
  video: ['video/mp4', 'video/3gpp', 'video/quicktime', 'video/webm'],
  document: null,
  archive: null,
};

/** Other names servers and tools give the same types. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/x-aac': 'audio/aac',
  'audio/vnd.wave': 'audio/wav',
};

/** `audio/ogg; codecs=opus` -> `audio/ogg`; `image/jpg` -> `image/jpeg`. */
export function bareMimeType(mimeType: string): string {
  const bare = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  return ALIASES[bare] ?? bare;
}

/** Whether the media type takes a file of any type (documents and archives). */
export const takesAnyMimeType = (type: MediaType) => MEDIA_MIME_TYPES[type] === null;

/** Whether a file of this MIME type can be sent as this media type. */
export function mediaTypeFits(type: MediaType, mimeType: string): boolean {
  const allowed = MEDIA_MIME_TYPES[type];
  return allowed === null || allowed.includes(bareMimeType(mimeType));
}

/**
 * How a file of this MIME type is sent when the sender names no type (Green-API's file methods):
 * as the image, video or audio the phone shows or plays, else as a document.
 */
export function mediaTypeOfFile(mimeType: string): MediaType {
  const bare = bareMimeType(mimeType);
  const shown = (['image', 'video', 'audio'] as const).find((type) => MEDIA_MIME_TYPES[type]?.includes(bare));
  return shown ?? 'document';
}

/** What a media type takes, in words: "image/jpeg, image/png, image/webp or image/gif"; "any type". */
export function allowedMimeTypesText(type: MediaType): string {
  const allowed = MEDIA_MIME_TYPES[type];
  if (!allowed) return 'any type';
  return allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : String(allowed[0]);
}

/** Why a file of `mimeType` cannot go as `type` (the 415's message and a failed send's reason). */
export const mediaTypeRefusal = (type: MediaType, mimeType: string) =>
  `This media type is not supported: ${bareMimeType(mimeType) || 'a file of unknown type'} cannot be sent as ${type}. ` +
  `${type} takes ${allowedMimeTypesText(type)}; send any other file as a document`;

/** Why the file a media URL gave cannot go as `type`: the reason its message failed. */
export const mediaUrlTypeRefusal = (type: MediaType, mimeType: string) =>
  `The file at the media URL is ${bareMimeType(mimeType)}, which cannot be sent as ${type}. ` +
  `${type} takes ${allowedMimeTypesText(type)}; send any other file as a document`;

/**
 * The type a media URL's file extension names (`…/logo.png?v=2` -> image/png), for the types an
 * image, audio or video may be and the files most often sent by mistake. Unknown extensions
 * name nothing: the file's type is then known only once it is fetched.
 */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  heic: 'image/heic',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  amr: 'audio/amr',
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  '3gp': 'video/3gpp',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  csv: 'text/csv',
  html: 'text/html',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  exe: 'application/x-msdownload',
  msi: 'application/x-msi',
  apk: 'application/vnd.android.package-archive',
  dmg: 'application/x-apple-diskimage',
};

/** The MIME type a URL's path (`/files/logo.png`) names by its extension, or null when it names none we know. */
export function mimeTypeOfPath(pathname: string): string | null {
  const name = pathname.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return EXTENSION_TYPES[name.slice(dot + 1).toLowerCase()] ?? null;
}

/** The usual file extension of a MIME type (`image/png` -> `png`), or null when we know none. */
export function extensionOfMimeType(mimeType: string): string | null {
  const bare = bareMimeType(mimeType);
  return Object.keys(EXTENSION_TYPES).find((ext) => EXTENSION_TYPES[ext] === bare) ?? null;
}

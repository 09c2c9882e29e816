import { IMAGE_UPLOAD_TYPES, TEXT_UPLOAD_EXTENSIONS, UploadMessages } from '@chatgate/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error';

export type UploadPolicy = 'image' | 'attachment';

/** What a file really is, from its bytes: the stored name's extension and the served type. */
export interface FileKind {
  ext: string;
  mime: string;
}

const IMAGES: ReadonlySet<string> = new Set(IMAGE_UPLOAD_TYPES);
const DOCUMENTS: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);
const TEXT_TYPES: Record<(typeof TEXT_UPLOAD_EXTENSIONS)[number], string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const listed = (items: Iterable<string>) => [...items].join(', ');

/** What a policy takes, in words, from the lists above (the OpenAPI document's file fields). */
export const POLICY_WORDS: Record<UploadPolicy, string> = {
  image: `an image (${listed(IMAGES)})`,
  attachment: `an image (${listed(IMAGES)}), a document (${listed(DOCUMENTS)}) or UTF-8 text (${TEXT_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(', ')}); never a program`,
};

/** Program headers: ELF, PE (MZ), Mach-O (both byte orders, 32/64 bit, fat) and #! scripts. */
const EXECUTABLE_MAGIC = [
  '7f454c46',
  '4d5a',
  'feedface',
  'feedfacf',
  'cefaedfe',
  'cffaedfe',
  'cafebabe',
  '2321',
];

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message, 415);

function isExecutable(buffer: Buffer, detectedMime: string | undefined): boolean {
  const head = buffer.subarray(0, 4).toString('hex');
  return (
    EXECUTABLE_MAGIC.some((magic) => head.startsWith(magic)) ||
    /x-elf|x-msdownload|x-mach-binary|x-executable|portable-executable/.test(detectedMime ?? '')
  );
}

/** The .txt or .csv extension of a client's file name, if it has one. */
function textExtension(filename: string): keyof typeof TEXT_TYPES | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return TEXT_UPLOAD_EXTENSIONS.find((allowed) => allowed === ext);
}

function isCleanUtf8(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides from the content (magic bytes) whether a file may be stored under a policy; the name
 * only matters for plain text, which has no magic bytes. Throws 415 in words otherwise.
 */
export async function detectFileKind(
  buffer: Buffer,
  filename: string,
  policy: UploadPolicy,
): Promise<FileKind> {
  const detected = await fileTypeFromBuffer(buffer);
  if (isExecutable(buffer, detected?.mime)) throw unsupported(UploadMessages.executable);
  if (detected && IMAGES.has(detected.mime)) return { ext: detected.ext, mime: detected.mime };
  if (policy === 'image') throw unsupported(UploadMessages.imagesOnly);
  if (detected && DOCUMENTS.has(detected.mime)) return { ext: detected.ext, mime: detected.mime };
  const text = textExtension(filename);
  if (!detected && text && isCleanUtf8(buffer)) return { ext: text, mime: TEXT_TYPES[text] };
  throw unsupported(UploadMessages.typeNotAllowed);
}

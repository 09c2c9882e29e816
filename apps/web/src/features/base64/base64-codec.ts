import { MessagingMessages } from '@chatgate/contracts';
import { sniffFileType } from './file-type';

/**
 * The Base64 tool's package (spec 2.11): the JSON `{"fileName", "content"}`, where content is the
 * file as a data URL, encoded as UTF-8 and then as base64, so any file name survives the trip.
 * The decoder also takes what other tools make: a data URL, or a file's bytes in plain base64.
 */

/** The spec's alert text for input that is not base64 (spec 5). */
export const INVALID_BASE64_DATA = MessagingMessages.invalidBase64;

export class InvalidBase64Error extends Error {
  override readonly name = 'InvalidBase64Error';

  constructor() {
    super(INVALID_BASE64_DATA);
  }
}

export interface DecodedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The package's content, as sent. */
  dataUrl: string;
}

const DEFAULT_MIME = 'application/octet-stream';
const CHUNK = 0x8000;

/** One character per byte (what btoa() takes and atob() gives). */
function toBinaryString(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return binary;
}

export function bytesToBase64(bytes: Uint8Array): string {
  return btoa(toBinaryString(bytes));
}

/** Standard or URL-safe base64, white space ignored, padding optional; throws on anything else. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw new InvalidBase64Error();
  const binary = atob(clean);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function toDataUrl(bytes: Uint8Array, mimeType: string): string {
  return `data:${mimeType || DEFAULT_MIME};base64,${bytesToBase64(bytes)}`;
}

/** A data URL's type and bytes (base64 or percent-encoded), or null when it is not one. */
export function parseDataUrl(url: string): { mimeType: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const match = /^data:([^,]*),(.*)$/is.exec(url.trim());
  if (!match) return null;
  const params = (match[1] ?? '').split(';');
  const isBase64 = params.at(-1)?.toLowerCase() === 'base64';
  const mimeType = params[0]?.trim() || (isBase64 ? DEFAULT_MIME : 'text/plain');
  try {
    const data = match[2] ?? '';
    const bytes = isBase64 ? base64ToBytes(data) : new TextEncoder().encode(decodeURIComponent(data));
    return { mimeType, bytes };
  } catch {
    return null;
  }
}

/** The package of one file. */
export function encodeFile(fileName: string, bytes: Uint8Array, mimeType: string): string {
  const json = JSON.stringify({ fileName, content: toDataUrl(bytes, mimeType) });
  return bytesToBase64(new TextEncoder().encode(json));
}

/** UTF-8 text, or Latin-1 for packages made by a plain btoa() of the JSON. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return toBinaryString(bytes);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The name without any folder part, so a package cannot choose where a download lands. */
function baseName(name: unknown): string {
  const last = typeof name === 'string' ? (name.split(/[\\/]/).pop() ?? '').trim() : '';
  return last || 'decoded-file';
}

/** A file that came without a name: named by the type its bytes show. */
function unnamedFile(bytes: Uint8Array<ArrayBuffer>, givenType?: string): DecodedFile {
  const sniffed = sniffFileType(bytes);
  const mimeType = givenType && givenType !== DEFAULT_MIME ? givenType : sniffed.mimeType;
  return {
    fileName: `decoded-file.${sniffed.extension}`,
    mimeType,
    bytes,
    dataUrl: toDataUrl(bytes, mimeType),
  };
}

/** A JSON object with a `content` field: what the tool's package is, whatever else it holds. */
function asPackage(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return 'content' in value ? (value as Record<string, unknown>) : null;
}

/**
 * Reads a package back, or a data URL, or any other base64 as the file it encodes; throws
 * InvalidBase64Error for text that is not base64 and for a package whose content is broken.
 */
export function decodeFile(text: string): DecodedFile {
  if (!text.trim()) throw new InvalidBase64Error();
  if (/^\s*data:/i.test(text)) {
    const file = parseDataUrl(text);
    if (!file) throw new InvalidBase64Error();
    return unnamedFile(file.bytes, file.mimeType);
  }
  const bytes = base64ToBytes(text);
  const package_ = asPackage(parseJson(decodeText(bytes)));
  if (!package_) return unnamedFile(bytes);
  const { fileName, content } = package_;
  if (typeof content !== 'string') throw new InvalidBase64Error();
  const file = parseDataUrl(content);
  if (!file) throw new InvalidBase64Error();
  return { fileName: baseName(fileName), mimeType: file.mimeType, bytes: file.bytes, dataUrl: content };
}

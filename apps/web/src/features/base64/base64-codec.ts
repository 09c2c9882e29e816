import { MessagingMessages } from '@chatgate/contracts';
/**
 * The Base64 tool's package (spec 2.11): the JSON `{"fileName", "content"}`, where content is the
 * file as a data URL, encoded as UTF-8 and then as base64, so any file name survives the trip.
 */

/** The spec's alert text for input that is not such a package (spec 5). */
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
    throw new InvalidBase64Error();
  }
}

/** The name without any folder part, so a package cannot choose where a download lands. */
function baseName(name: unknown): string {
  const last = typeof name === 'string' ? (name.split(/[\\/]/).pop() ?? '').trim() : '';
  return last || 'decoded-file';
}

/** Reads a package back; throws InvalidBase64Error for anything that is not one. */
export function decodeFile(text: string): DecodedFile {
  if (!text.trim()) throw new InvalidBase64Error();
  const parsed = parseJson(decodeText(base64ToBytes(text)));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new InvalidBase64Error();
  const { fileName, content } = parsed as Record<string, unknown>;
  if (typeof content !== 'string') throw new InvalidBase64Error();
  const file = parseDataUrl(content);
  if (!file) throw new InvalidBase64Error();
  return { fileName: baseName(fileName), mimeType: file.mimeType, bytes: file.bytes, dataUrl: content };
}

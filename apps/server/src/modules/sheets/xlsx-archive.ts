/**
 * An uploaded .xlsx made safe for the spreadsheet library, which inflates every XML part of an
 * archive into memory without a bound: a small upload of deflated blanks (a zip bomb) would take
 * gigabytes. The parts named by the archive's central directory are inflated here under one cap
 * for them all, whatever sizes the headers claim, and stored uncompressed in a new archive, the
 * only one the library sees: it cannot unpack to more than the cap.
 */
import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { MAX_XLSX_UNPACKED_MB } from '@chatgate/contracts';

const MAX_UNPACKED_BYTES = MAX_XLSX_UNPACKED_MB * 1024 * 1024;
const MAX_PARTS = 1000;

const inflate = promisify(inflateRaw);

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record's fixed part, and the farthest it can be from the end (a 64 KiB comment). */
const END_LENGTH = 22;
const END_SEARCH = END_LENGTH + 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x0001;
const UTF8_NAME_FLAG = 0x0800;

interface Part {
  name: Buffer;
  data: Buffer;
}

export type RepackResult = { archive: Buffer } | { refused: 'too-large' | 'invalid' };

class Invalid extends Error {}
class TooLarge extends Error {}

function endRecordOffset(zip: Buffer): number {
  for (let at = zip.length - END_LENGTH; at >= Math.max(0, zip.length - END_SEARCH); at--)
    if (zip.readUInt32LE(at) === END_SIGNATURE) return at;
  throw new Invalid();
}

/** `length` bytes at `offset`, or Invalid when the archive is shorter than its headers say. */
function slice(zip: Buffer, offset: number, length: number): Buffer {
  if (offset < 0 || length < 0 || offset + length > zip.length) throw new Invalid();
  return zip.subarray(offset, offset + length);
}

/** The XML parts (the only ones the library reads), inflated under the cap as one budget. */
async function readParts(zip: Buffer): Promise<Part[]> {
  const end = slice(zip, endRecordOffset(zip), END_LENGTH);
  const count = end.readUInt16LE(10);
  if (count > MAX_PARTS) throw new TooLarge();
  let at = end.readUInt32LE(16);
  let budget = MAX_UNPACKED_BYTES;
  const parts: Part[] = [];
  for (let i = 0; i < count; i++) {
    const header = slice(zip, at, 46);
    if (header.readUInt32LE(0) !== CENTRAL_SIGNATURE) throw new Invalid();
    const [flags, method] = [header.readUInt16LE(8), header.readUInt16LE(10)];
    const packedSize = header.readUInt32LE(20);
    const name = slice(zip, at + 46, header.readUInt16LE(28));
    at += 46 + name.length + header.readUInt16LE(30) + header.readUInt16LE(32);
    if (!/\.(xml|rels)$/.test(name.toString('latin1'))) continue;
    if (flags & ENCRYPTED_FLAG || (method !== STORED && method !== DEFLATED)) throw new Invalid();
    const localAt = header.readUInt32LE(42);
    const local = slice(zip, localAt, 30);
    if (local.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new Invalid();
    const packed = slice(zip, localAt + 30 + local.readUInt16LE(26) + local.readUInt16LE(28), packedSize);
    const data = method === STORED ? packed : await inflated(packed, budget);
    if (data.length > budget) throw new TooLarge();
    budget -= data.length;
    parts.push({ name, data });
  }
  return parts;
}

async function inflated(packed: Buffer, budget: number): Promise<Buffer> {
  if (budget === 0) throw new TooLarge();
  try {
    return await inflate(packed, { maxOutputLength: budget });
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? new TooLarge() : new Invalid();
  }
}

function signature(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

/** A ZIP archive of the parts, stored uncompressed. */
function storedArchive(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of parts) {
    // Version needed, flags, method, time, date, CRC-32, sizes, name length, extra length.
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0);
    fields.writeUInt16LE(UTF8_NAME_FLAG, 2);
    fields.writeUInt16LE(STORED, 4);
    fields.writeUInt16LE(0x21, 8);
    fields.writeUInt32LE(crc32(data), 10);
    fields.writeUInt32LE(data.length, 14);
    fields.writeUInt32LE(data.length, 18);
    fields.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([signature(LOCAL_SIGNATURE), fields, name, data]);
    // Comment length, disk, attributes, then where the local header is.
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    centrals.push(Buffer.concat([signature(CENTRAL_SIGNATURE), Buffer.from([20, 0]), fields, tail, name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(END_LENGTH);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The upload's XML parts in a new archive, or why it was refused (more than the cap, or not a ZIP). */
export async function repackXlsx(zip: Buffer): Promise<RepackResult> {
  try {
    return { archive: storedArchive(await readParts(zip)) };
  } catch (error) {
    if (error instanceof TooLarge) return { refused: 'too-large' };
    if (error instanceof Invalid) return { refused: 'invalid' };
    throw error;
  }
}

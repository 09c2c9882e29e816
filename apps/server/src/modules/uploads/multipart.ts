import { GenericMessages, UPLOAD_MAX_MB_DEFAULT, UploadMessages } from '@chatgate/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** UPLOAD_MAX_MB: the largest file a multipart request may carry. */
    uploadMaxMb: number;
  }
}

/** A file as it came in a multipart request, read into memory (at most UPLOAD_MAX_MB). */
export interface IncomingFile {
  buffer: Buffer;
  filename: string;
}

/** The bounds of every multipart request besides the file size. */
export const MULTIPART_LIMITS = {
  /** Files in one request; readMultipart also takes at most one per field. */
  files: 3,
  fields: 50,
  parts: 60,
  /** One text field (a blog post's HTML is the largest). */
  fieldSize: 1024 * 1024,
  fieldNameSize: 100,
  headerPairs: 50,
} as const;

const megabytes = (mb: number) => Math.floor(mb * 1024 * 1024);
let maxUploadBytes = megabytes(UPLOAD_MAX_MB_DEFAULT);

/** The size limit storeUpload checks again (the multipart parser enforces it first). */
export const uploadMaxBytes = () => maxUploadBytes;

/** Sets UPLOAD_MAX_MB for the whole app (the OpenAPI document states it too): once, at the root. */
export function setUploadLimit(app: FastifyInstance, maxMb: number): void {
  maxUploadBytes = megabytes(maxMb);
  app.decorate('uploadMaxMb', maxMb);
}

/**
 * Lets the routes of the calling plugin read multipart bodies, with the limits above. Only the
 * plugins with such routes register it: the parser adds two hooks to every request in its scope,
 * which every messaging API call would pay for nothing.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: megabytes(app.uploadMaxMb), ...MULTIPART_LIMITS } });
}

const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message, 413);

/** The parser's limit and format errors, in words. */
function inWords(error: unknown, maxMb: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(UploadMessages.tooLarge(maxMb));
  if (code === 'FST_FILES_LIMIT') return tooLarge(UploadMessages.tooManyFiles);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return tooLarge(UploadMessages.tooManyFields);
  return badRequest(UploadMessages.malformed);
}

/** Reads a multipart request into text fields and at most one file per named field (limits enforced). */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string[]>; files: Record<string, IncomingFile> }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UploadMessages.notMultipart, 415);
  }
  const fields = new Map<string, string[]>();
  const files = new Map<string, IncomingFile>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (files.has(part.fieldname)) throw tooLarge(UploadMessages.duplicateFile);
        const buffer = await part.toBuffer();
        // A browser sends an empty, nameless part for a file input left empty: no file.
        if (buffer.length === 0 && !part.filename) continue;
        files.set(part.fieldname, { buffer, filename: part.filename });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge(UploadMessages.fieldTooLong);
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        // PostgreSQL cannot store NUL in text: refused here, as JSON bodies are (json-parser.ts).
        if (value.includes('\u0000')) throw badRequest(GenericMessages.nulCharacter);
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
      }
    }
  } catch (error) {
    throw inWords(error, request.server.uploadMaxMb);
  }
  return { fields: Object.fromEntries(fields), files: Object.fromEntries(files) };
}

/**
 * Checks a form's text fields with a contract schema: every field gives its first value, the
 * `lists` give all of theirs. 400 with the first rule's message.
 */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string[]>,
  lists: readonly string[] = [],
): z.output<S> {
  const input = Object.fromEntries(
    Object.entries(fields).map(([name, values]) => [name, lists.includes(name) ? values : values[0]]),
  );
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? GenericMessages.invalidRequest, 400);
}

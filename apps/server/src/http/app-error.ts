import { type ErrorCode, WhatsAppMessages } from '@chatgate/contracts';

/** The one error type services throw; the central error handler turns it into HTTP. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message, 400);
/** A field a route checks itself, answered as the schema's own checks are (code VALIDATION). */
export const invalidField = (message: string) => new AppError('VALIDATION', message, 400);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message, 401);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message, 403);
export const notFound = (message: string) => new AppError('NOT_FOUND', message, 404);
export const conflict = (message: string) => new AppError('CONFLICT', message, 409);
/** The real engine found no WhatsApp (DNS, route, refused) or none answered in time; it keeps trying. */
export const whatsappUnreachable = () =>
  new AppError('WHATSAPP_UNREACHABLE', WhatsAppMessages.unreachable, 503);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, 429, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

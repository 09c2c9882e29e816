import type { ErrorCode } from '@chatgate/contracts';

/** Codes the client adds for failures that never reached (or never came back from) the server. */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'INVALID_RESPONSE';

/** A failed API call: the HTTP status (0 when there was no answer), the server's code and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** Seconds from a Retry-After header, when the server sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for a failure: the server's or the exception's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

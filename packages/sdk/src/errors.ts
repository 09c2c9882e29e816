/**
 * An answer of the API other than 2xx: its HTTP status, the API's error `code` (e.g.
 * `VALIDATION`, `RATE_LIMITED`, `TOKEN_NOT_ACTIVE`) and its message, which says what to change.
 */
export class ChatgateError extends Error {
  override readonly name = 'ChatgateError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The answer's body as the API sent it. */
    readonly body: unknown,
    /** Seconds the API asked to wait (Retry-After), when it said. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** The error of a response that was not 2xx, from its parsed body. */
  static of(response: Response, body: unknown): ChatgateError {
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const code = typeof fields.code === 'string' ? fields.code : `HTTP_${response.status}`;
    const message =
      typeof fields.message === 'string'
        ? fields.message
        : typeof body === 'string' && body
          ? body
          : `${response.status} ${response.statusText}`.trim();
    return new ChatgateError(response.status, code, message, body, retryAfterSeconds(response.headers));
  }
}

/** Retry-After in seconds (a number of seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}

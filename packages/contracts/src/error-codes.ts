/** Every error code the server may answer with; the web client reads the same shape. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOKEN_NOT_ACTIVE',
  'IDEMPOTENCY_MISMATCH',
  'CAPTCHA_REQUIRED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_SUPPORTED_BY_ENGINE',
  'SERVICE_UNAVAILABLE',
  'WHATSAPP_UNREACHABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

import { z } from 'zod';

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
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** Set on a failed sign-in when the next attempt must carry a solved captcha. */
  captcha: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

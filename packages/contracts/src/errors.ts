import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** Set on a failed sign-in when the next attempt must carry a solved captcha. */
  captcha: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

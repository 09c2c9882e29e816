import { z } from 'zod';

/**
 * The path of every Green-API-compatible method: /waInstance{idInstance}/{method}/{apiTokenInstance},
 * where idInstance is the token's id and apiTokenInstance its API key.
 */
export const GreenApiPathParamsSchema = z.object({
  idInstance: z
    .string()
    .min(1)
    .max(100)
    .meta({ examples: ['ins_8bJ2kLq0VxR3'] }),
  apiTokenInstance: z
    .string()
    .min(1)
    .max(200)
    .meta({ examples: ['3f9a1c0d5e...'] }),
});

/** Green-API's error body: the HTTP status again, a short message and, where it has one, the detail. */
export const GreenApiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  description: z.string().optional(),
});
export type GreenApiError = z.infer<typeof GreenApiErrorSchema>;

/** Green-API's names of an instance's states (getStateInstance, stateInstanceChanged). */
export const GREEN_API_STATES = ['notAuthorized', 'authorized', 'blocked', 'starting', 'yellowCard'] as const;
export type GreenApiState = (typeof GREEN_API_STATES)[number];

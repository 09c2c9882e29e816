import { z } from 'zod';
import { EXAMPLE_TOKEN_ID } from '../examples';

/**
 * The path of every Green-API-compatible method: /waInstance{idInstance}/{method}/{apiTokenInstance},
 * where idInstance is the token's id and apiTokenInstance its API key.
 */
export const GreenApiPathParamsSchema = z.object({
  idInstance: z
    .string()
    .min(1)
    .max(100)
    .meta({ examples: [EXAMPLE_TOKEN_ID] }),
  apiTokenInstance: z
    .string()
    .min(1)
    .max(200)
    .meta({ examples: ['3f9a1c0d5e...'] }),
});

/** A person's chat id as Green-API writes one, for the documents' examples. */
export const EXAMPLE_GREEN_API_CHAT_ID = '919812345678@c.us';

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

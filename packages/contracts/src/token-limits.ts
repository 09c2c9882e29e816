import { z } from 'zod';
import { MAX_TOKENS_PER_USER } from './constants';
import { EXAMPLE_USER_UUID } from './examples';

/** The most tokens staff may allow one account (spec 9: more than 5 via sales or ticket). */
export const MAX_TOKEN_LIMIT = 100;

export const TokenLimitMessages = {
  saved: 'Token limit saved',
  range: `Token limit must be a whole number from ${MAX_TOKENS_PER_USER} to ${MAX_TOKEN_LIMIT}`,
  userNotFound: 'User not found',
} as const;

/** PUT /dash/users/{uuid}/tokenLimit (staff): how many tokens the account may hold. */
export const TokenLimitUpdateSchema = z.object({
  limit: z
    .number({ error: TokenLimitMessages.range })
    .int(TokenLimitMessages.range)
    .min(MAX_TOKENS_PER_USER, TokenLimitMessages.range)
    .max(MAX_TOKEN_LIMIT, TokenLimitMessages.range)
    .meta({ examples: [10] }),
});
export type TokenLimitUpdate = z.infer<typeof TokenLimitUpdateSchema>;

export const TokenLimitParamsSchema = z.object({
  uuid: z
    .string()
    .max(64)
    .meta({ description: 'The user’s uuid', examples: [EXAMPLE_USER_UUID] }),
});

/** An account's token limit and how many tokens it holds. */
export const TokenLimitSchema = z.object({
  uuid: z.string(),
  username: z.string(),
  limit: z.number().int(),
  tokens: z.number().int(),
  message: z.string().optional(),
});
export type TokenLimit = z.infer<typeof TokenLimitSchema>;

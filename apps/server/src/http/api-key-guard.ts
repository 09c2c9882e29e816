import { type InstanceStatus, isStoredTokenUsable, MessagingMessages } from '@chatgate/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from './app-error';
import { bearerToken } from './auth-guard';
import { takes } from './security-scheme';

/** The token (instance) an API key opens, as the messaging API needs it. */
export interface ApiToken {
  id: string;
  userId: string;
  trial: boolean;
  status: InstanceStatus;
  authenticated: boolean;
  validTill: Date | null;
  messageValiditySeconds: number | null;
  /** Whether it blocked any contact: only then does a send look its recipient up in the block list. */
  blocksContacts?: boolean;
}

export type ApiKeyResolver = (key: string) => Promise<ApiToken | null>;

declare module 'fastify' {
  interface FastifyRequest {
    apiToken: ApiToken | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 without a valid key, 403 when `insid` names another token. */
    requireApiKey: (request: FastifyRequest) => Promise<void>;
  }
}

/** `key: <api key>` (with `insid` in the query) or `Authorization: Bearer <api key>`. */
function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers.key;
  if (typeof header === 'string' && header.trim()) return header.trim();
  return bearerToken(request);
}

export const apiKeyGuard = fp<{ resolveApiKey: ApiKeyResolver }>(
  async (app: FastifyInstance, { resolveApiKey }) => {
    app.decorateRequest('apiToken', null);
    app.decorate(
      'requireApiKey',
      takes('apiKey', async (request: FastifyRequest) => {
        const key = presentedKey(request);
        if (!key) throw unauthorized(MessagingMessages.keyRequired);
        const token = key.length <= 200 ? await resolveApiKey(key) : null;
        if (!token) throw unauthorized(MessagingMessages.invalidKey);
        // `?insid=a&insid=b` comes as an array: each one named must be the key's token.
        const named = [(request.query as Record<string, unknown> | undefined)?.insid].flat();
        if (named.some((insid) => typeof insid === 'string' && insid !== '' && insid !== token.id))
          throw forbidden(MessagingMessages.wrongToken);
        request.apiToken = token;
      }),
    );
  },
  { name: 'api-key-guard' },
);

/** 402 saying `message` unless the token may send and link a phone: the contracts' isUsable rule. */
export function requireUsable(token: Parameters<typeof isStoredTokenUsable>[0], message: string): void {
  if (!isStoredTokenUsable(token)) throw new AppError('TOKEN_NOT_ACTIVE', message, 402);
}

/**
 * preHandler of the calls that need an active token (sends, number checks, linking): 402 for a
 * token not active, after authentication (requireApiKey, onRequest) and schema validation, and
 * before the rate limiter counts the call, so a refused call costs nothing. Callback-style, as
 * the limiter's: an async hook would cost every send a promise.
 */
export function requireActiveToken(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  requireUsable(request.apiToken as ApiToken, MessagingMessages.notActive);
  done();
}

/** What a messaging call counts against in the rate limiter: its token. */
export function tokenKey(request: FastifyRequest): string {
  return (request.apiToken as ApiToken).id;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiToken } from './api-key-guard';
import { badRequest } from './app-error';
import type { AuthenticatedUser } from './auth-guard';

/**
 * How a per-token route is called. apiKey: the customer API, the token is the key's own.
 * session: the dashboard, the token is the caller's named by `?insid=`.
 */
export type TokenCaller = 'apiKey' | 'session';

export const InsidQuery = z.object({ insid: z.string().max(64).optional() });

/** The id of token `insid` when `user` may act for it; refuses (404) otherwise. */
export type OwnedTokenId = (user: AuthenticatedUser, insid: string) => Promise<string>;

/** The onRequest guard for the caller kind, and a function giving the token id of a request. */
export function tokenCaller(app: FastifyInstance, caller: TokenCaller, ownedTokenId: OwnedTokenId) {
  return {
    guard: caller === 'session' ? app.requireUser : app.requireApiKey,
    async tokenId(request: FastifyRequest & { query: z.infer<typeof InsidQuery> }): Promise<string> {
      if (caller === 'apiKey') return (request.apiToken as ApiToken).id;
      if (!request.query.insid) throw badRequest('insid is required');
      return ownedTokenId(request.user as AuthenticatedUser, request.query.insid);
    },
  };
}

/**
 * The OpenAPI operationId and summary of a call both callers offer. The dashboard's twin takes the
 * API's with `Dashboard` after its verb (listQueue -> listDashboardQueue), so both stay unique.
 */
export function twinOperation(caller: TokenCaller, operationId: string, summary: string) {
  if (caller === 'apiKey') return { operationId, summary };
  const verb = /^[a-z]+/.exec(operationId)?.[0] ?? '';
  return {
    operationId: `${verb}Dashboard${operationId.slice(verb.length)}`,
    summary: `${summary} (dashboard session)`,
  };
}

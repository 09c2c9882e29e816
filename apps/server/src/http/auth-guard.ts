import type { Role } from '@chatgate/contracts';
import { SessionMessages } from '@chatgate/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from './app-error';
import { takes } from './security-scheme';

export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  role: Role;
}

export type SessionResolver = (token: string) => Promise<AuthenticatedUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a live session token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook factory: 403 unless the signed-in user has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Session authentication for the dashboard API: `Authorization: Bearer <session token>`. */
export const authGuard = fp<{ resolveSession: SessionResolver }>(
  async (app: FastifyInstance, { resolveSession }) => {
    app.decorateRequest('user', null);

    async function requireUser(request: FastifyRequest): Promise<void> {
      if (request.user) return;
      const token = bearerToken(request);
      const user = token ? await resolveSession(token) : null;
      if (!user) throw unauthorized(SessionMessages.unauthorized);
      request.user = user;
    }

    app.decorate('requireUser', takes('session', requireUser));
    app.decorate('requireRole', (...roles: Role[]) =>
      takes('session', async (request: FastifyRequest) => {
        await requireUser(request);
        if (!request.user || !roles.includes(request.user.role)) throw forbidden(SessionMessages.forbidden);
      }),
    );
  },
  { name: 'auth-guard' },
);

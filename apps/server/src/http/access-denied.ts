import { AccessDeniedMessages, type Role } from '@chatgate/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './app-error';
import { takes } from './security-scheme';

/**
 * onRequest hook of the staff-only creation screens: 401 without a session, 403 with the
 * spec's Access Denied text (spec 5, 8) unless the caller holds one of the roles.
 */
export const deniedUnlessRole = (app: FastifyInstance, ...roles: Role[]) =>
  takes('session', async (request: FastifyRequest): Promise<void> => {
    await app.requireUser(request);
    if (!request.user || !roles.includes(request.user.role)) throw forbidden(AccessDeniedMessages.text);
  });

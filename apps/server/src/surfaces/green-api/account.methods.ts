import { type GreenApiState, GreenApiStateInstanceSchema, isStoredTokenUsable } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagingEngine } from '../../engines/engine';
import type { ApiToken } from '../../http/api-key-guard';
import { methodPath, methodSchema, tokenOf } from './method';

/**
 * Green-API's name of the token's state: not linked is `notAuthorized`; linked, `authorized` once
 * the engine has the session up and `starting` until then (after a reboot, a restart of the
 * process, while it reconnects). A token whose subscription ended has its session stopped on
 * purpose: it stays `authorized`, and its sends answer 466.
 */
export async function greenApiStateOf(engine: MessagingEngine, token: ApiToken): Promise<GreenApiState> {
  if (!token.authenticated) return 'notAuthorized';
  if (!isStoredTokenUsable(token)) return 'authorized';
  return (await engine.sessionState(token.id)).state === 'connected' ? 'authorized' : 'starting';
}

/** The account methods of Green-API: the instance's state. */
export const accountMethods: FastifyPluginAsyncZod<{ engine: MessagingEngine }> = async (app, { engine }) => {
  app.get(
    methodPath('getStateInstance'),
    {
      schema: methodSchema('getStateInstance', {
        summary: 'Get the instance state',
        description:
          '`notAuthorized` while no phone is linked, `starting` while the linked phone’s session is being started, `authorized` once it is up.',
        answer: GreenApiStateInstanceSchema,
      }),
    },
    async (request) => ({ stateInstance: await greenApiStateOf(engine, tokenOf(request)) }),
  );
};

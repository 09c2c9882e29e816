import { type GreenApiState, GreenApiStateInstanceSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiToken } from '../../http/api-key-guard';
import { methodPath, methodSchema } from './method';

/** Green-API's name of the token's state: linked and connected is `authorized`. */
export function greenApiStateOf(token: ApiToken): GreenApiState {
  return token.authenticated ? 'authorized' : 'notAuthorized';
}

/** The account methods of Green-API: the instance's state, settings, QR and device. */
export const accountMethods: FastifyPluginAsyncZod = async (app) => {
  app.get(
    methodPath('getStateInstance'),
    {
      schema: methodSchema('getStateInstance', {
        summary: 'Get the instance state',
        answer: GreenApiStateInstanceSchema,
      }),
    },
    async (request) => ({ stateInstance: greenApiStateOf(request.apiToken as ApiToken) }),
  );
};

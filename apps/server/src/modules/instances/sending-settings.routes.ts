import { SendingSettingsSchema, SendingSettingsUpdateSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import { InsidQuery, type TokenCaller, tokenCaller, twinOperation } from '../../http/token-caller';
import { ownedTokenId } from './instances.service';
import * as service from './sending-settings.service';

const responses = { 200: SendingSettingsSchema, ...errorResponses(400, 401, 403, 404) };

/**
 * A token's sending settings: for the customer API (/api/v1/instance/settings, by API key) and
 * the dashboard (/api/v1/dash/wa/settings?insid=, by session).
 */
export const sendingSettingsRoutes: FastifyPluginAsyncZod<
  service.SendingSettingsDeps & { caller: TokenCaller }
> = async (app, { caller, ...deps }) => {
  const { guard, tokenId } = tokenCaller(app, caller, ownedTokenId(deps.db));
  guardEveryRoute(app, guard);
  const tags = ['instance'];

  app.get(
    '/',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'getSendingSettings', 'Get the sending settings'),
        querystring: InsidQuery,
        response: responses,
      },
    },
    async (request) => service.sendingSettings(deps, await tokenId(request)),
  );
  app.put(
    '/',
    {
      schema: {
        tags,
        ...twinOperation(caller, 'updateSendingSettings', 'Change the sending settings'),
        querystring: InsidQuery,
        body: SendingSettingsUpdateSchema,
        response: responses,
      },
    },
    async (request) => service.updateSendingSettings(deps, await tokenId(request), request.body),
  );
};

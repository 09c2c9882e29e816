import type { FastifyPluginAsync } from 'fastify';
import { type ApiKeyResolver, tokenKey } from '../../http/api-key-guard';
import { errorHandler } from '../../http/error-handler';
import { greenApiErrorShape } from '../../http/green-api-errors';
import { limitRoutes } from '../../http/rate-limit';
import type { SurfaceDeps } from '../surface-deps';
import { accountMethods } from './account.methods';
import { contactsMethods } from './contacts.methods';
import { deprecatedMethods } from './deprecated.methods';
import { fileSendingMethods } from './file-sending.methods';
import { groupsMethods } from './groups.methods';
import { historyMethods } from './history.methods';
import { instanceMethods } from './instance.methods';
import { instanceAuth } from './instance-auth';
import { messageChangeMethods } from './message-changes.methods';
import { notificationsMethods } from './notifications.methods';
import { sendingMethods } from './sending.methods';
import { settingsMethods } from './settings.methods';
import { statusesMethods } from './statuses.methods';

export interface GreenApiDeps extends SurfaceDeps {
  resolveApiKey: ApiKeyResolver;
}

/**
 * The Green-API-compatible surface (decision 0034): /waInstance{id}/{method}/{key} on the same
 * origin, a translation of Green-API's requests and answers over the same services as /api/v1,
 * with the same key cache, rate limit and log of API calls. Errors keep our judgement of them
 * and take Green-API's body.
 */
export const greenApiSurface: FastifyPluginAsync<GreenApiDeps> = async (app, deps) => {
  app.setErrorHandler(errorHandler(greenApiErrorShape));
  app.addHook('onRequest', instanceAuth(deps.resolveApiKey));
  limitRoutes(app, deps.limiter, tokenKey);
  await app.register(accountMethods, deps);
  await app.register(instanceMethods, deps);
  await app.register(contactsMethods, deps);
  await app.register(groupsMethods, deps);
  await app.register(statusesMethods, deps);
  await app.register(historyMethods, deps);
  await app.register(notificationsMethods, deps);
  await app.register(settingsMethods, deps);
  await app.register(sendingMethods, deps);
  await app.register(fileSendingMethods, deps);
  await app.register(deprecatedMethods);
  await app.register(messageChangeMethods, deps);
};

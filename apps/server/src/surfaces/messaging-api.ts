import type { FastifyInstance } from 'fastify';
import { apiKeyGuard } from '../http/api-key-guard';
import { chatsRoutes } from '../modules/chats/chats.routes';
import { contactsRoutes } from '../modules/contacts/contacts.routes';
import { groupAdminRoutes } from '../modules/groups/group-admin.routes';
import { groupsRoutes } from '../modules/groups/groups.routes';
import { createApiTokenResolver } from '../modules/instances/api-token';
import { capabilitiesRoutes } from '../modules/instances/capabilities.routes';
import { profileRoutes } from '../modules/instances/profile.routes';
import { tokenSessionRoutes } from '../modules/instances/token-session.routes';
import { registerApiCallLog } from '../modules/logs/logs.service';
import { mediaLinkRoutes } from '../modules/media/media-links.routes';
import { createMediaStore } from '../modules/media/media-store';
import { checkRoutes } from '../modules/messages/check.routes';
import { historyRoutes } from '../modules/messages/history.routes';
import { messageChangesRoutes } from '../modules/messages/message-changes.routes';
import { readReceiptRoutes } from '../modules/messages/read-receipts.routes';
import { receivedMediaRoutes } from '../modules/messages/received-media.routes';
import { sendRoutes } from '../modules/messages/send.routes';
import { statusRoutes } from '../modules/messages/status.routes';
import { callsRoutes } from '../modules/presence/calls.routes';
import { presenceRoutes } from '../modules/presence/presence.routes';
import { greenApiSurface } from './green-api/green-api-surface';
import type { SurfaceDeps } from './surface-deps';
import { registerTokenRoutes } from './token-routes';

/**
 * The customer's messaging API under /api/v1, by API key: the key guard and the log of API calls
 * first, then sending, checking, groups, the token's session, history, received media, read
 * receipts, the queue, and the token's settings and webhook; and the same calls in Green-API's
 * wire format (/waInstance{id}/{method}/{key}).
 */
export async function registerMessagingApi(app: FastifyInstance, deps: SurfaceDeps): Promise<void> {
  const { config, db, engine, limiter, sendBatcher, wakeUps } = deps;
  const apiTokens = await createApiTokenResolver(deps, app.log);
  app.addHook('onClose', () => apiTokens.close());
  await app.register(apiKeyGuard, { resolveApiKey: apiTokens.resolve });
  registerApiCallLog(app, db);
  const sendDeps = { db, config, limiter, sendBatcher, wakeUps, media: createMediaStore(config.mediaDir) };
  await app.register(sendRoutes, { prefix: '/api/v1', ...sendDeps });
  await app.register(checkRoutes, { prefix: '/api/v1', engine, limiter });
  await app.register(groupsRoutes, { prefix: '/api/v1', engine, ...sendDeps });
  await app.register(groupAdminRoutes, { prefix: '/api/v1', db, engine, config, limiter });
  await app.register(tokenSessionRoutes, { prefix: '/api/v1', db, engine, limiter });
  await app.register(historyRoutes, { prefix: '/api/v1', db });
  await app.register(messageChangesRoutes, { prefix: '/api/v1', engine, ...sendDeps });
  await app.register(capabilitiesRoutes, { prefix: '/api/v1', engine, limiter });
  await app.register(receivedMediaRoutes, { prefix: '/api/v1', db, media: sendDeps.media });
  await app.register(readReceiptRoutes, { prefix: '/api/v1', db, engine, limiter, wakeUps });
  await app.register(presenceRoutes, { prefix: '/api/v1', db, engine, limiter, wakeUps });
  await app.register(callsRoutes, { prefix: '/api/v1', db, engine, limiter, wakeUps, config });
  await app.register(contactsRoutes, {
    prefix: '/api/v1',
    db,
    engine,
    limiter,
    publicUrl: config.publicUrl,
    tokenChanged: apiTokens.forget,
  });
  await app.register(profileRoutes, { prefix: '/api/v1', engine, config, limiter });
  await app.register(statusRoutes, { prefix: '/api/v1', engine, ...sendDeps });
  await app.register(chatsRoutes, { prefix: '/api/v1', db, engine, limiter, wakeUps });
  await registerTokenRoutes(app, deps, 'apiKey');
  await app.register(greenApiSurface, { ...deps, resolveApiKey: apiTokens.resolve });
  await app.register(mediaLinkRoutes, { db, media: sendDeps.media });
}

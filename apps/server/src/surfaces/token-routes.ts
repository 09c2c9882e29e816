import type { FastifyInstance } from 'fastify';
import type { TokenCaller } from '../http/token-caller';
import { ownedTokenId } from '../modules/instances/instances.service';
import { sendingSettingsRoutes } from '../modules/instances/sending-settings.routes';
import { queueRoutes } from '../modules/messages/queue.routes';
import { webhookRoutes } from '../modules/webhooks/webhooks.routes';
import type { SurfaceDeps } from './surface-deps';

/** Where each caller finds them: the API under its key's token, the dashboard under /dash/wa with ?insid=. */
const places = {
  apiKey: {
    queue: '/api/v1',
    oneMessagePath: undefined,
    settings: '/api/v1/instance/settings',
    webhook: '/api/v1/instance/webhook',
  },
  session: {
    queue: '/api/v1/dash/wa',
    oneMessagePath: '/queue/:id',
    settings: '/api/v1/dash/wa/settings',
    webhook: '/api/v1/dash/wa/webhook',
  },
} as const;

/** The per-token calls both the API and the dashboard offer: the queue, sending settings and webhook. */
export async function registerTokenRoutes(
  app: FastifyInstance,
  { db, config, limiter, wakeUps }: SurfaceDeps,
  caller: TokenCaller,
): Promise<void> {
  const at = places[caller];
  const owned = ownedTokenId(db);
  await app.register(queueRoutes, {
    prefix: at.queue,
    db,
    wakeUps,
    caller,
    ownedTokenId: owned,
    oneMessagePath: at.oneMessagePath,
  });
  await app.register(sendingSettingsRoutes, { prefix: at.settings, caller, db, config });
  await app.register(webhookRoutes, {
    prefix: at.webhook,
    caller,
    db,
    wakeUps,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE ?? false,
    limiter,
  });
}

import type { FastifyInstance } from 'fastify';
import { createSandboxStatuses } from '../engines/simulator/sandbox-statuses';
import { SimulatorEngine } from '../engines/simulator/simulator-engine';
import { createSandbox } from '../engines/simulator/simulator-sandbox';
import { announcementsRoutes } from '../modules/announcements/announcements.routes';
import { billingRoutes } from '../modules/billing/billing.routes';
import { broadcastsRoutes } from '../modules/broadcasts/broadcasts.routes';
import { companyRoutes } from '../modules/company/company.routes';
import { instancesRoutes } from '../modules/instances/instances.routes';
import { tokenLimitRoutes } from '../modules/instances/token-limit.routes';
import { logsRoutes } from '../modules/logs/logs.routes';
import { createMediaStore } from '../modules/media/media-store';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { sandboxRoutes } from '../modules/sandbox/sandbox.routes';
import { sandboxCallsRoutes } from '../modules/sandbox/sandbox-calls.routes';
import { sandboxPresenceRoutes } from '../modules/sandbox/sandbox-presence.routes';
import { sandboxStatusRoutes } from '../modules/sandbox/sandbox-statuses.routes';
import { sheetsRoutes } from '../modules/sheets/sheets.routes';
import { ticketsRoutes } from '../modules/tickets/tickets.routes';
import type { SurfaceDeps } from './surface-deps';
import { registerTokenRoutes } from './token-routes';

/** The dashboard's calls, each behind the signed-in user's session: /api/v1/dash/... and the sandbox. */
export async function registerDashboardApi(app: FastifyInstance, deps: SurfaceDeps): Promise<void> {
  const { config, db, engine, live, mailer, limiter, sendBatcher, wakeUps } = deps;
  await app.register(instancesRoutes, {
    prefix: '/api/v1/dash/wa',
    db,
    config,
    engine,
    live,
    limiter,
    sendBatcher,
    wakeUps,
  });
  await app.register(companyRoutes, { prefix: '/api/v1/dash/company', db });
  await app.register(tokenLimitRoutes, { prefix: '/api/v1/dash/users', db });
  const contentDeps = { db, dataDir: config.dataDir };
  await app.register(announcementsRoutes, { prefix: '/api/v1/dash/announcement', ...contentDeps });
  await app.register(broadcastsRoutes, { prefix: '/api/v1/dash/broadcast', ...contentDeps });
  await app.register(notificationsRoutes, { prefix: '/api/v1/dash/notifications', db });
  await app.register(sheetsRoutes, {
    prefix: '/api/v1/dash/sheets',
    db,
    sheets: deps.sheets,
    wakeUps,
    statuses: deps.messageWriters.statuses,
    allowPrivateMedia: config.WEBHOOK_ALLOW_PRIVATE ?? false,
  });
  await app.register(ticketsRoutes, {
    prefix: '/api/v1/dash/tickets',
    db,
    mailer,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
  });
  if (engine instanceof SimulatorEngine) {
    await app.register(sandboxRoutes, {
      prefix: '/api/v1/sandbox',
      sandbox: createSandbox(engine),
      media: createMediaStore(config.mediaDir),
    });
    await app.register(sandboxPresenceRoutes, { prefix: '/api/v1/sandbox', presence: engine.presence });
    await app.register(sandboxCallsRoutes, { prefix: '/api/v1/sandbox', calls: engine.presence.calls });
    await app.register(sandboxStatusRoutes, {
      prefix: '/api/v1/sandbox',
      statuses: createSandboxStatuses(engine),
      media: createMediaStore(config.mediaDir),
    });
  }
  await registerTokenRoutes(app, deps, 'session');
  await app.register(logsRoutes, { prefix: '/api/v1/dash/logs', db });
  await app.register(billingRoutes, {
    prefix: '/api/v1/dash/payment',
    db,
    engine,
    live,
    provider: deps.payments.provider,
    sandbox: deps.payments.sandbox,
  });
}

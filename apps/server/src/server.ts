import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { connectDatabase, type DatabaseHandle } from './db/client';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { createEngine } from './engines/create-engine';
import { type Jobs, startJobs } from './jobs/boss';
import { scheduleExpiryReminders } from './jobs/expiry-reminders';
import { startMailDelivery } from './jobs/mail-delivery';
import { OutboundSender } from './jobs/outbound-sender';
import { scheduleRetention } from './jobs/retention';
import { SheetsWorker, sheetsWorkerOptions } from './jobs/sheets-worker';
import { scheduleTokenExpiry } from './jobs/token-expiry';
import { delivererOptions, WebhookDeliverer } from './jobs/webhook-deliverer';
import { LiveUpdates } from './modules/instances/live-updates';
import { createMailTransport } from './modules/mail/mail.transport';
import { createMediaStore } from './modules/media/media-store';
import { sheetsGatewayOf } from './modules/sheets/gateway-of-config';
import { ensureAdmin } from './modules/users/users.service';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Set on the first start only: the admin account that was just created. */
  admin: { username: string; password: string; generated: boolean } | null;
  stop(): Promise<void>;
}

/**
 * Starts everything in order: database (embedded unless DATABASE_URL), migrations, the admin
 * account, job workers, then HTTP. stop() closes them in reverse order, losing nothing committed.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = pino({ level: config.LOG_LEVEL });
  const toClose: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const close of toClose.reverse())
      await close().catch((err) => log.error({ err }, 'shutdown step failed'));
  };
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      const embedded: EmbeddedServer = await startEmbeddedPostgres(config.dataDir, config.EMBEDDED_PG_PORT, {
        info: (m) => log.info(m),
        warn: (m) => log.warn(m),
      });
      toClose.push(embedded.stop);
      url = embedded.url;
    }
    const database: DatabaseHandle = connectDatabase(url, config.DB_POOL_MAX);
    toClose.push(database.close);
    await applyMigrations(database.pool);

    const admin = await ensureAdmin(database.db, {
      username: config.ADMIN_USERNAME,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });

    const jobs: Jobs = await startJobs(url, (err) => log.error({ err }, 'job queue error'));
    toClose.push(jobs.stop);
    const transport = createMailTransport(config.SMTP_URL, config.MAIL_FROM, log);
    toClose.push(async () => transport.close());
    await startMailDelivery(jobs, database.db, transport);

    const engine = await createEngine(config, database.db, log);
    toClose.push(() => engine.close());
    const live = new LiveUpdates();
    await scheduleTokenExpiry(jobs, database.db, engine, live);
    await scheduleRetention(jobs, database.db, config.LOG_RETENTION_DAYS);
    await scheduleExpiryReminders(jobs, database.db, config);
    const sender = new OutboundSender(
      database.db,
      engine,
      config.pacing,
      createMediaStore(config.mediaDir),
      log,
    );
    sender.start();
    toClose.push(() => sender.stop());
    const deliverer = new WebhookDeliverer(database.db, delivererOptions(config), log);
    deliverer.start();
    toClose.push(() => deliverer.stop());
    const sheetsWorker = new SheetsWorker(
      database.db,
      sheetsGatewayOf(config),
      config,
      sheetsWorkerOptions(config),
      log,
    );
    sheetsWorker.start();
    toClose.push(() => sheetsWorker.stop());

    const app = await buildApp({
      config,
      db: database.db,
      jobs,
      engine,
      live,
      logger: { level: config.LOG_LEVEL },
    });
    toClose.push(() => app.close());
    // After buildApp wired the engine's events to the database, so the replayed receipts land.
    await engine.recover();
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    return { app, url: `http://localhost:${port}`, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

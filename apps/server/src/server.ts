import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { connectDatabase, type DatabaseHandle } from './db/client';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { scheduleAckSweep } from './jobs/ack-sweep';
import { type Jobs, startJobs } from './jobs/boss';
import { scheduleExpiryReminders } from './jobs/expiry-reminders';
import { startMailDelivery } from './jobs/mail-delivery';
import { OutboundSender } from './jobs/outbound-sender';
import { ReadReceiptSender } from './jobs/read-receipt-sender';
import { scheduleRetention } from './jobs/retention';
import { SessionHost } from './jobs/session-host/session-host';
import { SheetsWorker, sheetsWorkerOptions } from './jobs/sheets-worker';
import { scheduleTokenExpiry } from './jobs/token-expiry';
import { delivererOptions, WebhookDeliverer } from './jobs/webhook-deliverer';
import { createMailTransport } from './modules/mail/mail.transport';
import { createMediaStore } from './modules/media/media-store';
import { ensureAdmin } from './modules/users/users.service';
import { createRuntime, type Runtime } from './runtime';
import { buildWorkerApp } from './worker-app';

/**
 * What a process hosting sessions runs besides HTTP: its share of the sessions (leases), the
 * outbound sender and the owed read receipts for those tokens, webhook deliveries, the Sheets
 * worker and scheduled jobs.
 */
async function startBackgroundWork(
  runtime: Runtime,
  jobs: Jobs,
  log: pino.Logger,
  toClose: Array<() => Promise<void>>,
): Promise<SessionHost> {
  // The host is started once HTTP is built (with the engine's events wired): see startServer.
  const { config, db, engine, live } = runtime;
  const role = config.ROLE === 'worker' ? 'worker' : 'all';
  const host = new SessionHost(
    db,
    engine,
    { role, ttlMs: config.LEASE_TTL_MS, renewMs: config.LEASE_RENEW_MS },
    log,
  );
  toClose.push(() => host.stop());
  const claimOnLink = engine.on('connected', ({ insid }) => {
    host.claim(insid).catch((err) => log.error({ err, insid }, 'session lease not claimed'));
  });
  toClose.push(async () => claimOnLink());
  await startMailDelivery(jobs, db, createMailTransportFor(config, log, toClose));
  await scheduleTokenExpiry(jobs, db, engine, live);
  await scheduleRetention(jobs, db, config.LOG_RETENTION_DAYS);
  await scheduleAckSweep(jobs, runtime, config.SEND_ACK_TIMEOUT_MS);
  await scheduleExpiryReminders(jobs, db, config);
  const sender = new OutboundSender(runtime, config.pacing, createMediaStore(config.mediaDir), log, host);
  sender.start();
  toClose.push(() => sender.stop());
  const receipts = new ReadReceiptSender(db, engine, log, host);
  receipts.start();
  toClose.push(() => receipts.stop());
  const deliverer = new WebhookDeliverer(runtime, delivererOptions(config), log);
  await deliverer.start();
  toClose.push(() => deliverer.stop());
  const sheetsWorker = new SheetsWorker(runtime, config, sheetsWorkerOptions(config), log);
  sheetsWorker.start();
  toClose.push(() => sheetsWorker.stop());
  return host;
}

function createMailTransportFor(config: Config, log: pino.Logger, toClose: Array<() => Promise<void>>) {
  const transport = createMailTransport(config.SMTP_URL, config.MAIL_FROM, log);
  toClose.push(async () => transport.close());
  return transport;
}

/**
 * Applies the migrations on a connection of their own, without the pool's timeouts: building an
 * index on a large table, or waiting while another process migrates, takes as long as it takes.
 */
async function migrate(url: string): Promise<void> {
  const untimed = connectDatabase(url, 1);
  try {
    await applyMigrations(untimed.pool);
  } finally {
    await untimed.close();
  }
}

export interface RunningServer {
  app: FastifyInstance;
  /** What the process shares between HTTP and its jobs (benchmarks reach its wake-ups). */
  runtime: Runtime;
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
    await migrate(url);
    const database: DatabaseHandle = connectDatabase(url, config.DB_POOL_MAX, {
      statementMs: config.DB_STATEMENT_TIMEOUT_MS,
      queryMs: config.DB_QUERY_TIMEOUT_MS,
    });
    toClose.push(database.close);

    const admin = await ensureAdmin(database.db, {
      username: config.ADMIN_USERNAME,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });

    const jobs: Jobs = await startJobs(url, (err) => log.error({ err }, 'job queue error'), {
      statementMs: config.JOBS_STATEMENT_TIMEOUT_MS,
      queryMs: config.JOBS_QUERY_TIMEOUT_MS,
    });
    toClose.push(jobs.stop);
    const runtime = await createRuntime(config, database, {
      heldWritesDir: path.join(config.dataDir, 'held-writes'),
      onUnkept: (err, journal) =>
        log.error(
          { err, journal },
          'writes to keep (held through an outage, or received and not yet stored) could not be kept on disk: memory only',
        ),
      log,
    });
    toClose.push(() => runtime.engine.close());
    toClose.push(await runtime.live.shareThrough(database.pool, runtime.changes, log));
    const host = config.ROLE !== 'api' ? await startBackgroundWork(runtime, jobs, log, toClose) : undefined;

    const logger = { level: config.LOG_LEVEL };
    const app =
      config.ROLE === 'worker'
        ? await buildWorkerApp(runtime, logger)
        : await buildApp({ runtime, jobs, logger });
    toClose.push(() => app.close());
    // First of all on stop: writes held through a database outage give up rather than wait for it.
    toClose.push(async () => runtime.holding.abort());
    // After the engine's events are wired to the database, so what resumed sessions report
    // lands: the host resumes every token it claims (the first claim takes its whole share).
    await host?.start();
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    return { app, runtime, url: `http://localhost:${port}`, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { connectDatabase, type Db } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import type { MessagingEngine } from '../src/engines/engine';
import { type Jobs, startJobs } from '../src/jobs/boss';
import { startMailDelivery } from '../src/jobs/mail-delivery';
import { OutboundSender } from '../src/jobs/outbound-sender';
import { ReadReceiptSender } from '../src/jobs/read-receipt-sender';
import { delivererOptions, WebhookDeliverer } from '../src/jobs/webhook-deliverer';
import type { LiveUpdates } from '../src/modules/instances/live-updates';
import { createMailTransport } from '../src/modules/mail/mail.transport';
import { createMediaStore } from '../src/modules/media/media-store';
import { createRuntime, type Runtime } from '../src/runtime';
import { eventsOffSchema } from './event-shapes';
import { validateResponses } from './response-validation';
import { startSmtpCapture } from './smtp-capture';
import { createTestDatabase } from './test-database';
import { UNLIMITED_ADDRESS } from './unlimited-address';

export interface TestContext {
  app: FastifyInstance;
  /** The server's process runtime (its send batcher, writers, wake-ups...). */
  runtime: Runtime;
  engine: MessagingEngine;
  live: LiveUpdates;
  db: Db;
  config: Config;
  jobs: Jobs;
  mailbox: Awaited<ReturnType<typeof startSmtpCapture>>;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database of its own: real PostgreSQL, real pg-boss workers, and
 * a real SMTP server receiving the mail. Requests go through app.inject (no socket needed).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  /** The app's logger (none by default), e.g. to read what a request that answered 500 logged. */
  logger: AppDeps['logger'] = false,
  /**
   * A database another context uses or used (its `config.DATABASE_URL`): this one is then a
   * restarted server on it, and leaves it in place when closed. A fresh database by default.
   */
  databaseUrl?: string,
): Promise<TestContext> {
  const database = databaseUrl ? { url: databaseUrl, drop: async () => {} } : await createTestDatabase();
  const mailbox = await startSmtpCapture();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chatgate-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    WEB_DIST: '/nonexistent',
    SMTP_URL: mailbox.url,
    SIM_DELIVERY_DELAY_MS: '0',
    SIM_READ_DELAY_MS: '0',
    CAPTCHA_COST: '50',
    PUBLIC_URL: 'http://chatgate.test',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // Test files sign up many users from one address; address-limit.test.ts sets its own limits.
    ...UNLIMITED_ADDRESS,
    ...env,
  });
  const handle = connectDatabase(database.url, 5);
  await applyMigrations(handle.pool);
  const jobs = await startJobs(database.url, () => {});
  const transport = createMailTransport(config.SMTP_URL, config.MAIL_FROM, { info: () => {} });
  await startMailDelivery(jobs, handle.db, transport);
  const runtime = await createRuntime(config, handle);
  const { engine, live } = runtime;
  const sender = new OutboundSender(runtime, config.pacing, createMediaStore(config.mediaDir), {
    error: () => {},
  });
  sender.start();
  const receipts = new ReadReceiptSender(handle.db, engine, {
    error: () => {},
    warn: () => {},
    info: () => {},
  });
  receipts.start();
  const deliverer = new WebhookDeliverer(runtime, delivererOptions(config), {
    error: () => {},
    warn: () => {},
  });
  await deliverer.start();
  const app = await buildApp({ runtime, jobs, logger });
  const validation = validateResponses(app);
  await app.ready();

  return {
    app,
    runtime,
    engine,
    live,
    db: handle.db,
    config,
    jobs,
    mailbox,
    async close() {
      await validation.report();
      await app.close();
      await sender.stop();
      await receipts.stop();
      await deliverer.stop();
      // A database the test left unreachable has nothing to check.
      const offSchema = await eventsOffSchema(handle.db).catch(() => []);
      await engine.close();
      await jobs.stop();
      transport.close();
      await mailbox.close();
      await handle.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      if (offSchema.length > 0)
        throw new Error(
          `${offSchema.length} events do not match EventSchema:\n${offSchema.slice(0, 3).join('\n')}`,
        );
    },
  };
}

/** A user who passes every signup rule; `n` keeps names unique within a test file. */
export function newUser(n: number | string) {
  return {
    name: `Test User${n}`,
    username: `user${n}`,
    email: `user${n}@example.com`,
    mobile: '',
    password: 'Str0ng!pass',
  };
}

export async function signUpAndLogin(
  app: FastifyInstance,
  n: number | string,
): Promise<{ token: string; user: ReturnType<typeof newUser> }> {
  const user = newUser(n);
  const signup = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: user });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: user.username, password: user.password },
  });
  return { token: login.json().Token, user };
}

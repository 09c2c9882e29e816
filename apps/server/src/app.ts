import { ContactMessages, NewsletterMessages, ResetMessages, SignupMessages } from '@chatgate/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { JobQueue } from './db/job-queue';
import type { MessagingEngine } from './engines/engine';
import { SimulatorEngine } from './engines/simulator/simulator-engine';
import { createSandbox } from './engines/simulator/simulator-sandbox';
import { apiKeyGuard } from './http/api-key-guard';
import { authGuard } from './http/auth-guard';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonParser } from './http/json-parser';
import { registerNulGuard } from './http/nul-guard';
import { registerOpenApi } from './http/openapi';
import { createRateLimiter } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { declareRouteSecurity } from './http/security-scheme';
import { serverOptions } from './http/server-options';
import { nameFieldsInValidationMessages } from './http/validation-messages';
import { registerWeb } from './http/web';
import { wireEngineEvents } from './jobs/session-host/engine-events';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { limitPerAddress } from './modules/auth/address-limit';
import { authRoutes } from './modules/auth/auth.routes';
import { createCaptcha } from './modules/auth/captcha.service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { resolveSession } from './modules/auth/sessions.service';
import { billingRoutes } from './modules/billing/billing.routes';
import { createPaymentProvider } from './modules/billing/create-payment-provider';
import { razorpayWebhookRoutes } from './modules/billing/razorpay-webhook.routes';
import { blogLivePages } from './modules/blogs/blog-pages.service';
import { blogsRoutes } from './modules/blogs/blogs.routes';
import { seedBuiltinPosts } from './modules/blogs/seed-builtin-posts';
import { broadcastsRoutes } from './modules/broadcasts/broadcasts.routes';
import { companyRoutes } from './modules/company/company.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { CONTACT_RATE } from './modules/contact/contact.service';
import { groupsRoutes } from './modules/groups/groups.routes';
import { healthRoutes } from './modules/health/health.routes';
import { metricsRoutes } from './modules/health/metrics.routes';
import { createApiTokenResolver } from './modules/instances/api-token';
import { instancesRoutes } from './modules/instances/instances.routes';
import { ownedTokenId } from './modules/instances/instances.service';
import type { LiveUpdates } from './modules/instances/live-updates';
import { sendingSettingsRoutes } from './modules/instances/sending-settings.routes';
import { tokenLimitRoutes } from './modules/instances/token-limit.routes';
import { tokenSessionRoutes } from './modules/instances/token-session.routes';
import { logsRoutes } from './modules/logs/logs.routes';
import { registerApiCallLog } from './modules/logs/logs.service';
import { createMailer } from './modules/mail/mail.service';
import { createMediaStore } from './modules/media/media-store';
import { checkRoutes } from './modules/messages/check.routes';
import { historyRoutes } from './modules/messages/history.routes';
import { queueRoutes } from './modules/messages/queue.routes';
import { readReceiptRoutes } from './modules/messages/read-receipts.routes';
import { receivedMediaRoutes } from './modules/messages/received-media.routes';
import { sendRoutes } from './modules/messages/send.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { SUBSCRIBE_RATE } from './modules/newsletter/newsletter.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { sheetsGatewayOf } from './modules/sheets/gateway-of-config';
import { sheetsRoutes } from './modules/sheets/sheets.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { setUploadLimit } from './modules/uploads/multipart';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';

export interface AppDeps {
  config: Config;
  db: Db;
  jobs: JobQueue;
  engine: MessagingEngine;
  live: LiveUpdates;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application without listening; tests call this directly. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(deps.logger ?? false),
    trustProxy: deps.config.TRUST_PROXY,
  });
  try {
    await registerEverything(app, deps);
  } catch (error) {
    // What registered before the failure lets go of what it holds (the API-key cache's LISTEN
    // connection), or the pool could never end and a failed start would hang instead of exiting.
    await app.close();
    throw error;
  }
  return app;
}

async function registerEverything(
  app: FastifyInstance,
  { config, db, jobs, engine, live }: AppDeps,
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  nameFieldsInValidationMessages();
  // The API speaks JSON, and multipart/form-data for uploads: anything else is a clear 415.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);
  // Before the guards, so the answers they refuse with carry the headers too.
  registerSecurityHeaders(app, config.publicUrl);
  registerNulGuard(app);
  setUploadLimit(app, config.UPLOAD_MAX_MB);
  registerErrorHandler(app);
  await registerOpenApi(app, config.publicUrl);
  declareRouteSecurity(app);
  await app.register(authGuard, { resolveSession: (token) => resolveSession(db, token) });

  const mailer = createMailer(db, jobs);
  const captcha = createCaptcha(db, config.CAPTCHA_COST);
  await app.register(healthRoutes, { prefix: '/api/v1', db, timeoutMs: config.HEALTH_TIMEOUT_MS });
  await app.register(metricsRoutes, { prefix: '/api/v1', engine });
  await app.register(authRoutes, {
    prefix: '/api/v1/auth',
    db,
    captcha,
    login: {
      db,
      captcha,
      sessionTtlHours: config.SESSION_TTL_HOURS,
      throttle: createLoginThrottle(db, {
        captchaAfter: config.LOGIN_CAPTCHA_AFTER,
        accountLimit: config.LOGIN_MAX_FAILURES,
        ipLimit: config.LOGIN_IP_MAX_FAILURES,
        windowMinutes: config.LOGIN_WINDOW_MINUTES,
      }),
    },
    reset: {
      db,
      mailer,
      publicUrl: config.publicUrl,
      tokenTtlMinutes: config.RESET_TOKEN_TTL_MINUTES,
      maxOtpAttempts: config.RESET_OTP_MAX_ATTEMPTS,
    },
    newsletter: { db, mailer, publicUrl: config.publicUrl },
    signupLimit: limitPerAddress(db, 'signup', config.SIGNUP_IP_MAX_PER_HOUR, SignupMessages.rateLimited),
    resetLimit: limitPerAddress(db, 'reset', config.RESET_IP_MAX_PER_HOUR, ResetMessages.rateLimited),
    availabilityLimiter: createRateLimiter(
      config.AVAILABILITY_IP_MAX_PER_MINUTE / 60,
      config.AVAILABILITY_IP_MAX_PER_MINUTE,
      SignupMessages.checksRateLimited,
    ),
  });
  await app.register(contactRoutes, {
    prefix: '/api/v1',
    db,
    mailer,
    captcha,
    limiter: createRateLimiter(CONTACT_RATE.perSecond, CONTACT_RATE.burst, ContactMessages.rateLimited),
    staffEmail: config.contactEmail,
  });
  // The six built-in articles, upserted by id at every start (tests' buildApp included).
  await seedBuiltinPosts(db);
  await app.register(blogsRoutes, { prefix: '/api/v1/blogs', db, dataDir: config.dataDir });
  await app.register(newsletterRoutes, {
    prefix: '/api/v1/newsletter',
    db,
    mailer,
    captcha,
    limiter: createRateLimiter(
      SUBSCRIBE_RATE.perSecond,
      SUBSCRIBE_RATE.burst,
      NewsletterMessages.rateLimited,
    ),
    publicUrl: config.publicUrl,
  });
  const unwire = wireEngineEvents(engine, db, live, app.log, config.publicUrl);
  app.addHook('onClose', async () => unwire());
  // Per token: its API calls and the dashboard's controls of it share one bucket.
  const limiter = createRateLimiter(config.API_RATE_PER_SECOND, config.API_RATE_BURST);
  await app.register(instancesRoutes, { prefix: '/api/v1/dash/wa', db, config, engine, live, limiter });
  await app.register(companyRoutes, { prefix: '/api/v1/dash/company', db });
  await app.register(tokenLimitRoutes, { prefix: '/api/v1/dash/users', db });
  const contentDeps = { db, dataDir: config.dataDir };
  await app.register(announcementsRoutes, { prefix: '/api/v1/dash/announcement', ...contentDeps });
  await app.register(broadcastsRoutes, { prefix: '/api/v1/dash/broadcast', ...contentDeps });
  await app.register(notificationsRoutes, { prefix: '/api/v1/dash/notifications', db });
  await app.register(sheetsRoutes, {
    prefix: '/api/v1/dash/sheets',
    db,
    sheets: sheetsGatewayOf(config),
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
  }
  const apiTokens = await createApiTokenResolver(db, app.log);
  app.addHook('onClose', () => apiTokens.close());
  await app.register(apiKeyGuard, { resolveApiKey: apiTokens.resolve });
  registerApiCallLog(app, db);
  const sendDeps = { db, config, limiter, media: createMediaStore(config.mediaDir) };
  await app.register(sendRoutes, { prefix: '/api/v1', ...sendDeps });
  await app.register(checkRoutes, { prefix: '/api/v1', engine, limiter });
  await app.register(groupsRoutes, { prefix: '/api/v1', engine, ...sendDeps });
  await app.register(tokenSessionRoutes, { prefix: '/api/v1', db, engine, limiter });
  await app.register(historyRoutes, { prefix: '/api/v1', db });
  await app.register(receivedMediaRoutes, { prefix: '/api/v1', db, media: sendDeps.media });
  await app.register(readReceiptRoutes, { prefix: '/api/v1', db, engine, limiter });
  await app.register(queueRoutes, {
    prefix: '/api/v1',
    db,
    caller: 'apiKey',
    ownedTokenId: ownedTokenId(db),
    oneMessagePath: '/messages/:id',
  });
  await app.register(queueRoutes, {
    prefix: '/api/v1/dash/wa',
    db,
    caller: 'session',
    ownedTokenId: ownedTokenId(db),
    oneMessagePath: '/queue/:id',
  });
  const webhookDeps = { db, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE ?? false, limiter };
  await app.register(webhookRoutes, { prefix: '/api/v1/dash/wa/webhook', caller: 'session', ...webhookDeps });
  await app.register(logsRoutes, { prefix: '/api/v1/dash/logs', db });
  const payments = await createPaymentProvider(config, db);
  const billingDeps = { db, engine, live, provider: payments.provider };
  await app.register(billingRoutes, {
    prefix: '/api/v1/dash/payment',
    ...billingDeps,
    sandbox: payments.sandbox,
  });
  await app.register(razorpayWebhookRoutes, { prefix: '/api/v1/webhooks', ...billingDeps });
  await app.register(sendingSettingsRoutes, {
    prefix: '/api/v1/instance/settings',
    caller: 'apiKey',
    db,
    config,
  });
  await app.register(sendingSettingsRoutes, {
    prefix: '/api/v1/dash/wa/settings',
    caller: 'session',
    db,
    config,
  });
  await app.register(webhookRoutes, { prefix: '/api/v1/instance/webhook', caller: 'apiKey', ...webhookDeps });
  await registerWeb(app, config.webDist, config.publicUrl, blogLivePages(db, config.publicUrl));
}

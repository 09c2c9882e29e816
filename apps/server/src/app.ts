import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { JobQueue } from './db/job-queue';
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
import { wireEngineEvents } from './jobs/session-host/engine-events';
import { resolveSession } from './modules/auth/sessions.service';
import { createPaymentProvider } from './modules/billing/create-payment-provider';
import { createMailer } from './modules/mail/mail.service';
import { setUploadLimit } from './modules/uploads/multipart';
import type { Runtime } from './runtime';
import { registerDashboardApi } from './surfaces/dashboard-api';
import { registerMessagingApi } from './surfaces/messaging-api';
import { registerPublicApi } from './surfaces/public-api';
import { registerSite } from './surfaces/site';
import type { SurfaceDeps } from './surfaces/surface-deps';

export interface AppDeps {
  runtime: Runtime;
  jobs: JobQueue;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application without listening; tests call this directly. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(deps.logger ?? false),
    trustProxy: deps.runtime.config.TRUST_PROXY,
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

async function registerEverything(app: FastifyInstance, { runtime, jobs }: AppDeps): Promise<void> {
  const { config, db } = runtime;
  await registerCrossCutting(app, runtime);
  // What the engine reports (QR, connected, logged out) updates the tokens, whichever surface asked.
  const unwire = wireEngineEvents(runtime, app.log, config.publicUrl);
  app.addHook('onClose', async () => unwire());
  const surface: SurfaceDeps = {
    ...runtime,
    mailer: createMailer(db, jobs),
    limiter: createRateLimiter(config.API_RATE_PER_SECOND, config.API_RATE_BURST),
    payments: await createPaymentProvider(config, db),
  };
  // What every answer needs (parsers, headers, errors, the session guard) comes first, and the
  // API-key guard opens the messaging API, since a plugin sees only the decorators registered
  // before it. The messaging API goes before the dashboard so the API reference lists the
  // customer's calls first in each group; the site goes last, its not-found answer for all the rest.
  await registerPublicApi(app, surface);
  await registerMessagingApi(app, surface);
  await registerDashboardApi(app, surface);
  await registerSite(app, surface);
}

/** What every route shares: validation, body parsers, security headers, errors, the docs, the session guard. */
async function registerCrossCutting(app: FastifyInstance, { config, db }: Runtime): Promise<void> {
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
}

import { ContactMessages, NewsletterMessages, ResetMessages, SignupMessages } from '@chatgate/contracts';
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../http/rate-limit';
import { limitPerAddress } from '../modules/auth/address-limit';
import { authRoutes } from '../modules/auth/auth.routes';
import { createCaptcha } from '../modules/auth/captcha.service';
import { createLoginThrottle } from '../modules/auth/login-throttle';
import { razorpayWebhookRoutes } from '../modules/billing/razorpay-webhook.routes';
import { blogsRoutes } from '../modules/blogs/blogs.routes';
import { seedBuiltinPosts } from '../modules/blogs/seed-builtin-posts';
import { contactRoutes } from '../modules/contact/contact.routes';
import { CONTACT_RATE } from '../modules/contact/contact.service';
import { healthRoutes } from '../modules/health/health.routes';
import { metricsRoutes } from '../modules/health/metrics.routes';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes';
import { SUBSCRIBE_RATE } from '../modules/newsletter/newsletter.service';
import type { SurfaceDeps } from './surface-deps';

/**
 * The calls anyone may make, without a session or an API key: health and metrics, signing up and
 * in, contact, blogs, the newsletter, and the payment provider's signed webhook.
 */
export async function registerPublicApi(app: FastifyInstance, deps: SurfaceDeps): Promise<void> {
  const { config, db, engine, mailer } = deps;
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
  await app.register(razorpayWebhookRoutes, {
    prefix: '/api/v1/webhooks',
    db,
    engine,
    live: deps.live,
    provider: deps.payments.provider,
  });
}

import path from 'node:path';
import {
  RENEWAL_WINDOW_DAYS,
  SUPPORT_EMAIL,
  UPLOAD_MAX_MB_DEFAULT,
  WEBHOOK_TIMEOUT_SECONDS,
} from '@chatgate/contracts';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/**
 * TRUST_PROXY: which peers' X-Forwarded-For is believed. `true` means proxies on this host or a
 * private network: trusting every peer would let a client name any address it likes (a proxy
 * appends to the header the client sent), and so slip past the per-address limits. Anything
 * else but `false` is a list of addresses and ranges for Fastify (e.g. `10.0.0.5, 10.1.0.0/16`).
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value) => {
    if (!value || value === 'false' || value === '0') return false;
    return value === 'true' || value === '1' ? 'loopback, linklocal, uniquelocal' : value;
  });

/** Every setting the server reads. process.env is read here and nowhere else. */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    /** api: HTTP only; worker: sessions, sending, webhooks, jobs (HTTP health only); all: both. */
    ROLE: z.enum(['api', 'worker', 'all']).default('all'),
    /** A process that has not renewed its heartbeat for this long is dead: its sessions move. */
    LEASE_TTL_MS: z.coerce.number().int().min(1000).default(15_000),
    /** How often a process renews its heartbeat, claims its share of sessions and hands over extras. */
    LEASE_RENEW_MS: z.coerce.number().int().min(100).default(5_000),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65_535).default(54_329),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** PostgreSQL cancels a statement of the pool (API requests, senders, deliverers) running longer. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
    /** The pool stops waiting for a database that does not answer at all (frozen, cut off) after this long. */
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(4_000),
    /** The same two for the job queue's own connections (pg-boss maintenance scans whole tables). */
    JOBS_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    JOBS_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(65_000),
    /** /health answers 503 when the database has not answered its check within this long. */
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).default(1_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Chatgate <no-reply@chatgate.local>'),
    ADMIN_USERNAME: z.string().default('admin'),
    ADMIN_EMAIL: z.string().default('admin@chatgate.local'),
    ADMIN_PASSWORD: z.string().optional(),
    /** The support team's address; default the one the public pages show (contracts' SUPPORT_EMAIL). */
    SUPPORT_EMAIL: z.email().default(SUPPORT_EMAIL),
    /** Where contact-form messages go; default SUPPORT_EMAIL. */
    CONTACT_EMAIL: z.string().optional(),
    LOGIN_CAPTCHA_AFTER: z.coerce.number().int().min(1).default(3),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
    LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
    LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    CAPTCHA_COST: z.coerce.number().int().min(1).default(5000),
    RESET_TOKEN_TTL_MINUTES: z.coerce.number().positive().default(30),
    RESET_OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
    /** Sign-ups per client address in an hour (each one is a password hash and a free trial token). */
    SIGNUP_IP_MAX_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Username and email availability checks (chkusername and chkemail together) per client address in a minute. */
    AVAILABILITY_IP_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Password-reset mails (rePass and resendOtp together) per client address in an hour. */
    RESET_IP_MAX_PER_HOUR: z.coerce.number().int().min(1).default(20),
    TRUST_PROXY: trustProxy,
    MESSAGING_ENGINE: z.enum(['simulator', 'baileys']).default('simulator'),
    /** baileys: failed connection attempts in a row before a session is shown as failed. */
    WA_MAX_RECONNECTS: z.coerce.number().int().min(1).default(8),
    /** Pins the WhatsApp Web version the real engine announces (e.g. 2.3000.1023456789). */
    WA_WEB_VERSION: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/, 'a WhatsApp Web version such as 2.3000.1023456789')
      .optional(),
    /** baileys: how long a token waits for its QR code to be scanned. */
    WA_QR_LIFETIME_MS: z.coerce.number().int().min(10_000).default(180_000),
    SIM_QR_ROTATE_MS: z.coerce.number().int().min(100).default(20_000),
    SIM_QR_LIFETIME_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(5 * 60_000),
    SIM_DELIVERY_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
    SIM_READ_DELAY_MS: z.coerce.number().int().min(0).default(2_000),
    /** Outbound pacing defaults of every token (each token can override them). Unset: by engine. */
    SEND_DELAY_MIN_MS: z.coerce.number().int().min(0).optional(),
    SEND_DELAY_MAX_MS: z.coerce.number().int().min(0).optional(),
    SEND_PER_CONTACT_HOURLY: z.coerce.number().int().min(0).optional(),
    MESSAGE_VALIDITY_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(24 * 3600),
    /**
     * A message handed to WhatsApp that WhatsApp has not acknowledged this long after fails as
     * "not acknowledged" (checked every minute; a late ack still moves it on).
     */
    SEND_ACK_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(3 * 60_000),
    API_RATE_PER_SECOND: z.coerce.number().positive().default(20),
    API_RATE_BURST: z.coerce.number().int().min(1).default(100),
    WEBHOOK_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(WEBHOOK_TIMEOUT_SECONDS * 1000),
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).default(64),
    WEBHOOK_PER_TOKEN_CONCURRENCY: z.coerce.number().int().min(1).default(4),
    /** Multiplies the retry schedule (tests compress a day into seconds). */
    WEBHOOK_RETRY_SCALE: z.coerce.number().positive().default(1),
    /** Lets webhooks reach loopback and private addresses (development and tests only). */
    WEBHOOK_ALLOW_PRIVATE: bool,
    /** The largest file one upload (attachment, blog image) may carry, in megabytes. */
    UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(UPLOAD_MAX_MB_DEFAULT),
    /** Days to keep finished webhook deliveries and API request log lines (messages and events stay). */
    LOG_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    /**
     * sandbox: a checkout in the web app, no keys needed (the default with the simulator).
     * razorpay: the RAZORPAY_* keys are required.
     */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com/v1'),
    /** Google Sheets: the service account key JSON, or a path to the key file. Unset: Sheets is not set up. */
    GOOGLE_SERVICE_ACCOUNT_JSON: z.string().optional(),
    /** The Sheets API's root URL (tests point it at a local fake). */
    GOOGLE_SHEETS_API_URL: z.url().default('https://sheets.googleapis.com/'),
    /** The OAuth token endpoint the service account signs in at. Unset: Google's. */
    GOOGLE_OAUTH_TOKEN_URL: z.url().optional(),
    /** How often watched sheets are read for new rows. */
    SHEETS_POLL_MS: z.coerce.number().int().min(1000).default(15_000),
    /** First wait before retrying Google after a 429/5xx; it doubles (with jitter) up to 32 s. */
    SHEETS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(500),
    /** Reminder e-mails this many days before a paid token's validity ends. */
    EXPIRY_REMINDER_DAYS: z
      .string()
      .default('7,1')
      .transform((v) => v.split(',').map((d) => Number(d.trim())))
      // A paid token can be renewed only in its last RENEWAL_WINDOW_DAYS, where the mail's link leads.
      .pipe(z.array(z.number().int().min(1).max(RENEWAL_WINDOW_DAYS))),
  })
  .refine((e) => e.LEASE_RENEW_MS * 2 <= e.LEASE_TTL_MS, {
    path: ['LEASE_RENEW_MS'],
    message: 'must be at most half of LEASE_TTL_MS, so one late renewal does not lose the sessions',
  })
  // A database that is only slow then cancels the statement (a clear error, its connection kept)
  // before the client gives up on it and drops the connection.
  .refine((e) => e.DB_QUERY_TIMEOUT_MS > e.DB_STATEMENT_TIMEOUT_MS, {
    path: ['DB_QUERY_TIMEOUT_MS'],
    message: 'must be longer than DB_STATEMENT_TIMEOUT_MS, so PostgreSQL cancels a slow statement first',
  })
  .refine((e) => e.JOBS_QUERY_TIMEOUT_MS > e.JOBS_STATEMENT_TIMEOUT_MS, {
    path: ['JOBS_QUERY_TIMEOUT_MS'],
    message: 'must be longer than JOBS_STATEMENT_TIMEOUT_MS, so PostgreSQL cancels a slow statement first',
  })
  .refine((e) => e.ROLE !== 'api' || e.MESSAGING_ENGINE === 'simulator', {
    path: ['ROLE'],
    message:
      'api needs MESSAGING_ENGINE=simulator: a real engine answers only in the process hosting the session',
  })
  // The sandbox checkout activates tokens without payment: with real WhatsApp that gives the
  // product away, so it must be asked for by name there, never fallen into.
  .refine((e) => e.MESSAGING_ENGINE === 'simulator' || e.PAYMENT_PROVIDER !== undefined, {
    path: ['PAYMENT_PROVIDER'],
    message:
      'set it with MESSAGING_ENGINE=baileys: razorpay to take payments, or sandbox to activate tokens without payment',
  })
  .refine(
    (e) =>
      e.PAYMENT_PROVIDER !== 'razorpay' ||
      (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET),
    {
      path: ['PAYMENT_PROVIDER'],
      message: 'razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    },
  );

export type Env = z.infer<typeof EnvSchema>;

export interface Pacing {
  minDelayMs: number;
  maxDelayMs: number;
  /** 0: no limit. */
  perContactHourly: number;
}

export interface Config extends Omit<Env, 'PAYMENT_PROVIDER'> {
  PAYMENT_PROVIDER: NonNullable<Env['PAYMENT_PROVIDER']>;
  publicUrl: string;
  /** Staff address contact-form messages are mailed to (CONTACT_EMAIL, else SUPPORT_EMAIL). */
  contactEmail: string;
  dataDir: string;
  /** Media customers sent inline, one file per content hash. */
  mediaDir: string;
  webDist: string;
  /** The simulator sends at once; a real engine keeps spec 9's advice (30-60 s gaps, 4 per contact per hour). */
  pacing: Pacing;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    ...e,
    PAYMENT_PROVIDER: e.PAYMENT_PROVIDER ?? 'sandbox',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    contactEmail: e.CONTACT_EMAIL || e.SUPPORT_EMAIL,
    dataDir: path.resolve(e.DATA_DIR),
    mediaDir: path.resolve(e.DATA_DIR, 'media'),
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    pacing: pacingFor(e),
  };
}

function pacingFor(e: Env): Pacing {
  const sandbox = e.MESSAGING_ENGINE === 'simulator';
  const minDelayMs = e.SEND_DELAY_MIN_MS ?? (sandbox ? 0 : 30_000);
  return {
    minDelayMs,
    maxDelayMs: Math.max(minDelayMs, e.SEND_DELAY_MAX_MS ?? (sandbox ? 0 : 60_000)),
    perContactHourly: e.SEND_PER_CONTACT_HOURLY ?? (sandbox ? 0 : 4),
  };
}

import type { Config } from '../config';
import type { Db } from '../db/client';
import type { MessagingEngine } from '../engines/engine';
import type { RateLimiter } from '../http/rate-limit';
import type { PaymentProvider } from '../modules/billing/payment-provider';
import type { SandboxProvider } from '../modules/billing/sandbox-provider';
import type { LiveUpdates } from '../modules/instances/live-updates';
import type { Mailer } from '../modules/mail/mail.service';

/** What every surface registers its routes with: the app's dependencies and the parts made once for all. */
export interface SurfaceDeps {
  config: Config;
  db: Db;
  engine: MessagingEngine;
  live: LiveUpdates;
  mailer: Mailer;
  /** Per token: its API calls and the dashboard's controls of it share one bucket. */
  limiter: RateLimiter;
  /** Checkout on the dashboard and the provider's webhook use one provider. */
  payments: { provider: PaymentProvider; sandbox: SandboxProvider | null };
}

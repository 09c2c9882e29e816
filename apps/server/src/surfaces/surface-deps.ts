import type { RateLimiter } from '../http/rate-limit';
import type { PaymentProvider } from '../modules/billing/payment-provider';
import type { SandboxProvider } from '../modules/billing/sandbox-provider';
import type { Mailer } from '../modules/mail/mail.service';
import type { Runtime } from '../runtime';

/** What every surface registers its routes with: the process runtime and the parts HTTP makes once for all. */
export interface SurfaceDeps extends Runtime {
  mailer: Mailer;
  /** Per token: its API calls and the dashboard's controls of it share one bucket. */
  limiter: RateLimiter;
  /** Checkout on the dashboard and the provider's webhook use one provider. */
  payments: { provider: PaymentProvider; sandbox: SandboxProvider | null };
}

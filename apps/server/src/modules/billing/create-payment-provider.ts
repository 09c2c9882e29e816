import type { Config } from '../../config';
import { getOrCreateSecret } from '../../db/app-secrets';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { razorpayProvider } from './razorpay-provider';
import { type SandboxProvider, sandboxProvider } from './sandbox-provider';

/** The configured provider; `sandbox` is set when it is the sandbox (its checkout routes need it). */
export async function createPaymentProvider(
  config: Config,
  db: Db,
): Promise<{ provider: PaymentProvider; sandbox: SandboxProvider | null }> {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    const provider = razorpayProvider({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiUrl: config.RAZORPAY_API_URL.replace(/\/$/, ''),
    });
    return { provider, sandbox: null };
  }
  // Shared by every process, so an order made by one can be verified by another.
  const sandbox = sandboxProvider(await getOrCreateSecret(db, 'payment-sandbox-secret'));
  return { provider: sandbox, sandbox };
}

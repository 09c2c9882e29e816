import type { SandboxAccount } from './sandbox-account';
import { type TimedCall, timedCall } from './timed-call';

/** A registered contact by the simulator's rule (12 digits, not ending in 000), one per `n`. */
export const contact = (n: number) => `91980${String(n % 1_000_000).padStart(6, '0')}1`;

/** POST /send/text for `account`; with `idempotencyKey`, a repeat is answered with the first id. */
export function sendText(
  base: string,
  account: SandboxAccount,
  message: { to: string; body: string },
  options: { idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<TimedCall> {
  const headers: Record<string, string> = { key: account.key };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  return timedCall(
    `${base}/api/v1/send/text?insid=${account.insid}`,
    { headers, body: message },
    options.timeoutMs,
  );
}

import { expect } from 'vitest';
import { type LoadCall, steadyApiLoad } from './api-load';
import { watchHealth } from './health-watch';
import type { SandboxAccount } from './sandbox-account';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Steady API load (and /health polling) on the server at `base` through `fault`: 2 s of load,
 * then `fault`, which answers the Date.now() from which the database is back; then load until a
 * send begun after that is accepted (within `recoveryMs`), and 3 s more. Answers every call,
 * `backAt`, and when that first accepted send was answered.
 */
export async function loadThroughFault(
  base: string,
  accounts: SandboxAccount[],
  options: { clients: number; pauseMs: number; recoveryMs: number },
  fault: () => Promise<number>,
) {
  const load = steadyApiLoad(base, accounts, {
    clients: options.clients,
    timeoutMs: 15_000,
    pauseMs: options.pauseMs,
  });
  const health = watchHealth(base);
  await sleep(2_000);
  const backAt = await fault();
  const firstAcceptedAfter = () =>
    load.calls.find((c) => c.kind === 'send' && c.status === 202 && c.startedAt >= backAt);
  await expect.poll(firstAcceptedAfter, { timeout: options.recoveryMs, interval: 100 }).toBeDefined();
  const recovered = firstAcceptedAfter() as LoadCall;
  await sleep(3_000);
  await load.stop();
  await health.stop();
  return {
    calls: load.calls,
    accepted: load.accepted,
    health: health.answers,
    backAt,
    recoveredAt: recovered.startedAt + recovered.ms,
  };
}

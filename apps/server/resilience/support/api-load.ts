import type { SandboxAccount } from './sandbox-account';
import { contact, sendText } from './send-text';
import { type TimedCall, timedCall } from './timed-call';

export type CallKind = 'send' | 'status' | 'history';
const KINDS: CallKind[] = ['send', 'status', 'send', 'history'];

export interface LoadCall extends TimedCall {
  kind: CallKind;
  /** Date.now() when the call was made. */
  startedAt: number;
}

/**
 * `clients` API clients calling without pause but `pauseMs` between calls, each in turn sending a
 * text, reading the status of a message it sent, sending again and reading the history page.
 * Calls give up after `timeoutMs` (reported as no answer). stop() waits for the calls under way.
 */
export function steadyApiLoad(
  base: string,
  accounts: SandboxAccount[],
  options: { clients: number; timeoutMs: number; pauseMs: number },
) {
  const calls: LoadCall[] = [];
  /** Ids of the sends answered 202. */
  const accepted: string[] = [];
  const lastSent = new Map<string, string>();
  let running = true;
  let n = 0;
  const call = (kind: CallKind, account: SandboxAccount, i: number): Promise<TimedCall> => {
    const api = `${base}/api/v1`;
    const headers = { key: account.key };
    const last = lastSent.get(account.insid);
    if (kind === 'status' && last)
      return timedCall(`${api}/messages/${last}?insid=${account.insid}`, { headers }, options.timeoutMs);
    if (kind === 'history')
      return timedCall(`${api}/messages?limit=20&insid=${account.insid}`, { headers }, options.timeoutMs);
    return sendText(base, account, { to: contact(i), body: `steady ${i}` }, { timeoutMs: options.timeoutMs });
  };
  const client = async (c: number) => {
    for (let turn = 0; running; turn++) {
      const i = n++;
      const account = accounts[(c + turn) % accounts.length] as SandboxAccount;
      const planned = KINDS[turn % KINDS.length] as CallKind;
      const kind = planned === 'status' && !lastSent.has(account.insid) ? 'send' : planned;
      const startedAt = Date.now();
      const answer = await call(kind, account, i);
      calls.push({ ...answer, kind, startedAt });
      if (kind === 'send' && answer.status === 202) {
        accepted.push(answer.body.id as string);
        lastSent.set(account.insid, answer.body.id as string);
      }
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const clients = Array.from({ length: options.clients }, (_, c) => client(c));
  return {
    calls,
    accepted,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

/**
 * What bench:growth times on a seeded database: the hot token's API calls and dashboard pages
 * over HTTP, the webhook deliverer's lease query and one retention run, through the real code.
 */
import type { Db } from '../../apps/server/src/db/client';
import { purgeExpired } from '../../apps/server/src/jobs/retention';
import { delivererOptions } from '../../apps/server/src/jobs/webhook-deliverer';
import { leaseDue, releaseLeases } from '../../apps/server/src/modules/webhooks/webhooks.queries';
import type { LinkedToken } from './linked-token';
import type { BenchServer } from './server';

export interface Figure {
  name: string;
  /** One measured call; `once`: it changes what it measures (a retention run), so it runs once. */
  run: () => Promise<unknown>;
  /** Untimed, after each run: puts back what the run changed. */
  undo?: () => Promise<void>;
  once?: boolean;
}

/** As many as the deliverer leases at most in one statement (its MAX_LEASE). */
const LEASE_LIMIT = 512;
/** How many of a token's deliveries the deliverer lets it hold (perToken × its LEASE_AHEAD). */
const LEASE_AHEAD = 64;
const PAGE = 50;

async function answered(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Where the hot token's pages and event log are read: its newest, and a tenth of the way in. */
async function positions(db: Db, insid: string) {
  const { rows } = await db.$client.query<{ seq: string; far: string; count: string }>(
    `select i.event_seq as seq, (select count(*) from messages where instance_id = $1) as count,
         (select queue_seq from messages where instance_id = $1 order by queue_seq
          offset (select count(*) / 10 from messages where instance_id = $1) limit 1) as far
       from instances i where i.id = $1`,
    [insid],
  );
  const row = rows[0];
  if (!row) throw new Error(`token ${insid} not found`);
  return { eventSeq: Number(row.seq), farQueueSeq: Number(row.far), messages: Number(row.count) };
}

export async function growthFigures(server: BenchServer, token: LinkedToken, db: Db): Promise<Figure[]> {
  const { eventSeq, farQueueSeq } = await positions(db, token.insid);
  const api = (route: string, init: RequestInit = {}) =>
    fetch(`${server.base}/api/v1${route}${route.includes('?') ? '&' : '?'}insid=${token.insid}`, {
      ...init,
      headers: { key: token.key, 'content-type': 'application/json', ...init.headers },
    }).then((r) => answered(r, route));
  const dash = (route: string, init: RequestInit = {}) =>
    fetch(`${server.base}/api/v1${route}`, {
      ...init,
      headers: { ...token.auth, 'content-type': 'application/json', ...init.headers },
    }).then((r) => answered(r, route));
  const { rows } = await db.$client.query<{ user_id: string }>(
    'select user_id from instances where id = $1',
    [token.insid],
  );
  const uuid = rows[0]?.user_id;
  const options = delivererOptions(server.config);
  const leaseMs = 3 * options.timeoutMs;
  // The hot chat: every HOT_CHATS-th of the hot token's messages.
  const chat = '919810000001';
  let leasedIds: string[] = [];
  return [
    {
      name: 'POST /send/text accept',
      run: () =>
        api('/send/text', {
          method: 'POST',
          body: JSON.stringify({ to: '919812345678', body: 'growth send' }),
        }),
    },
    { name: 'GET /messages newest page', run: () => api(`/messages?limit=${PAGE}`) },
    { name: 'GET /messages page far back', run: () => api(`/messages?limit=${PAGE}&cursor=${farQueueSeq}`) },
    { name: 'GET /chats/{chatId}/messages', run: () => api(`/chats/${chat}/messages?limit=${PAGE}`) },
    { name: 'GET /events?after= head', run: () => api(`/events?after=${Math.max(0, eventSeq - PAGE)}`) },
    {
      name: 'GET /events?after= far back',
      run: () => api(`/events?after=${Math.floor(eventSeq / 10)}&limit=${PAGE}`),
    },
    {
      name: 'POST /dash/wa/fetchInstance',
      run: () => dash('/dash/wa/fetchInstance', { method: 'POST', body: JSON.stringify({ uuid }) }),
    },
    { name: 'GET /dash/logs (Logs page)', run: () => dash(`/dash/logs?limit=${PAGE}`) },
    {
      name: 'webhook lease (leaseDue)',
      run: async () => {
        const leased = await leaseDue(db, LEASE_LIMIT, options.perToken * LEASE_AHEAD, leaseMs);
        if (leased.length === 0) throw new Error('the lease found no due delivery');
        leasedIds = leased.map((d) => d.id);
      },
      // Given back, so every lease sees the same backlog.
      undo: () => releaseLeases(db, leasedIds),
    },
    {
      name: 'retention run (purgeExpired)',
      run: () => purgeExpired(db, server.config.LOG_RETENTION_DAYS),
      once: true,
    },
  ];
}

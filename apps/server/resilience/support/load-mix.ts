import type autocannon from 'autocannon';

/** One customer of the load test: a linked token and its owner's dashboard session. */
export interface LoadClient {
  insid: string;
  key: string;
  uuid: string;
  auth: Record<string, string>;
}

const WEIGHTS = { send: 55, status: 15, history: 10, check: 10, dashboard: 10 } as const;
export type Kind = keyof typeof WEIGHTS;
const KINDS = Object.keys(WEIGHTS) as Kind[];
const TOTAL = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
const DASHBOARD_READS = ['fetchInstance', 'counts', 'logs'] as const;
/** How many accepted message ids per token are kept for status reads. */
const RECENT_IDS = 200;

export interface MixTally {
  /** Responses per kind of call and status code. */
  byKind: Record<Kind, Record<number, number>>;
  /** Ids of the sends answered 202: accepted, so each must be sent. */
  acceptedIds: string[];
}

interface Context {
  kind?: Kind;
  client?: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function pickKind(): Kind {
  let roll = Math.random() * TOTAL;
  for (const kind of KINDS) {
    roll -= WEIGHTS[kind];
    if (roll < 0) return kind;
  }
  return 'send';
}

/** A registered number by the simulator's rule (12 digits, not ending in 000). */
const randomContact = () =>
  `9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`.replace(/000$/, '001');

/**
 * autocannon requests for a realistic mix: mostly sends, then status reads of the caller's own
 * accepted messages, history pages, number checks and dashboard reads, each by a random client.
 */
export function mixedRequests(clients: LoadClient[]): { requests: autocannon.Request[]; tally: MixTally } {
  const tally: MixTally = {
    byKind: { send: {}, status: {}, history: {}, check: {}, dashboard: {} },
    acceptedIds: [],
  };
  const recent: string[][] = clients.map(() => []);

  function build(request: autocannon.Request, context: Context): autocannon.Request {
    const index = Math.floor(Math.random() * clients.length);
    const client = clients[index] as LoadClient;
    let kind = pickKind();
    const ids = recent[index] as string[];
    if (kind === 'status' && ids.length === 0) kind = 'send';
    context.kind = kind;
    context.client = index;
    const api = (path: string) => `/api/v1${path}${path.includes('?') ? '&' : '?'}insid=${client.insid}`;
    const json = { 'content-type': 'application/json' };
    switch (kind) {
      case 'send':
        return {
          ...request,
          method: 'POST',
          path: api('/send/text'),
          headers: { ...json, key: client.key },
          body: JSON.stringify({ to: randomContact(), body: `load ${Date.now()}` }),
        };
      case 'status':
        return {
          ...request,
          method: 'GET',
          path: api(`/messages/${pick(ids)}`),
          headers: { key: client.key },
          body: '',
        };
      case 'history':
        return {
          ...request,
          method: 'GET',
          path: api('/messages?limit=20'),
          headers: { key: client.key },
          body: '',
        };
      case 'check':
        return {
          ...request,
          method: 'POST',
          path: api('/check/checknumberstatus'),
          headers: { ...json, key: client.key },
          body: JSON.stringify({ number: randomContact() }),
        };
      case 'dashboard':
        return dashboardRead(request, client);
    }
  }

  function record(status: number, body: string, context: Context): void {
    const kind = context.kind ?? 'send';
    const counts = tally.byKind[kind];
    counts[status] = (counts[status] ?? 0) + 1;
    if (kind !== 'send' || status !== 202 || context.client === undefined) return;
    const id = (JSON.parse(body) as { id: string }).id;
    tally.acceptedIds.push(id);
    const ids = recent[context.client] as string[];
    ids.push(id);
    if (ids.length > RECENT_IDS) ids.shift();
  }

  return {
    requests: [
      {
        setupRequest: (request, context) => build(request, context as Context),
        onResponse: (status, body, context) => record(status, body, context as Context),
      },
    ],
    tally,
  };
}

function dashboardRead(request: autocannon.Request, client: LoadClient): autocannon.Request {
  switch (pick(DASHBOARD_READS)) {
    case 'fetchInstance':
      return {
        ...request,
        method: 'POST',
        path: '/api/v1/dash/wa/fetchInstance',
        headers: { 'content-type': 'application/json', ...client.auth },
        body: JSON.stringify({ uuid: client.uuid }),
      };
    case 'counts':
      return {
        ...request,
        method: 'GET',
        path: '/api/v1/dash/notifications/counts',
        headers: { ...client.auth },
        body: '',
      };
    case 'logs':
      return {
        ...request,
        method: 'GET',
        path: `/api/v1/dash/logs?insid=${client.insid}&limit=20`,
        headers: { ...client.auth },
        body: '',
      };
  }
}

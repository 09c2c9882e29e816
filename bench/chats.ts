/**
 * npm run bench:chats — latency of GET /api/v1/chats and GET /api/v1/chats/{chatId}/messages on
 * a token with 100,000 messages in 1,000 chats (BENCH_CHATS, BENCH_MESSAGES), over the real HTTP
 * server in a process of its own (sandbox engine) on a fresh database. The messages are seeded
 * in PostgreSQL by plain inserts (the messages_chats trigger builds the chats, as it does for
 * every send and received message), each chat's person a contact with a name, then analyzed. Each list is read first with no cursor and
 * then at a random page, one request at a time (BENCH_REQUESTS each, after a warm-up) and again
 * with BENCH_CONCURRENCY clients; prints p50/p99 and the verdict against p99 < 20 ms. Uses the
 * PostgreSQL in TEST_DATABASE_URL or an embedded one.
 */
import pg from 'pg';
import { benchDatabase } from './lib/database';
import { linkedToken } from './lib/linked-token';
import { spawnTarget } from './lib/spawn-target';
import { percentile, pooled } from './lib/stats';

const CHATS = Number(process.env.BENCH_CHATS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const TARGET_P99_MS = 20;
const PAGE = 50;

/** 100,000 messages over 1,000 chats, a third sent, the newest last; the trigger fills chats. */
async function seed(databaseUrl: string, insid: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const batch = 10_000;
    for (let from = 0; from < MESSAGES; from += batch) {
      await client.query(
        `insert into messages (instance_id, direction, remote, type, body, status, created_at, sent_at)
         select $1, case when i % 3 = 0 then 'out' else 'in' end, (919810000000 + i % $2)::text, 'text',
           'benchmark message number ' || i, case when i % 3 = 0 then 'read' when i % 7 = 0 then 'received' else 'read' end,
           now() - make_interval(secs => $3 - i), now() - make_interval(secs => $3 - i)
         from generate_series($4::int, $5::int) as i`,
        [insid, CHATS, MESSAGES, from, Math.min(from + batch, MESSAGES) - 1],
      );
    }
    // Every chat's person is a contact (GET /chats names them from contacts at read time), half
    // with a saved name, the rest with a push name only.
    await client.query(
      `insert into contacts (instance_id, id, number, saved_name, push_name)
       select $1, (919810000000 + i)::text, (919810000000 + i)::text,
         case when i % 2 = 0 then 'Saved ' || i end, 'Push ' || i
       from generate_series(0, $2::int - 1) as i`,
      [insid, CHATS],
    );
    await client.query('analyze messages; analyze chats; analyze contacts');
    const { rows } = await client.query('select count(*)::int as n from chats where instance_id = $1', [
      insid,
    ]);
    console.log(
      `seeded ${MESSAGES} messages in ${rows[0].n} chats in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

/** Times `count` calls of `get`, `concurrency` at a time; answers the milliseconds of each. */
async function timed(
  count: number,
  concurrency: number,
  get: (i: number) => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  await pooled(count, concurrency, async (i) => {
    const started = performance.now();
    await get(i);
    times.push(performance.now() - started);
  });
  return times;
}

const random = (n: number) => Math.floor(Math.random() * n);

/** BENCH_EXPLAIN=1: the plans of both lists' queries (as the server runs them), to see the indexes used. */
async function explain(databaseUrl: string, insid: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans = [
      `select c.*, (select left(m.body, 200) from messages m where m.id = c.last_message_id),
         case when c.is_group then c.name else coalesce(
           (select coalesce(ct.saved_name, ct.push_name) from contacts ct where ct.instance_id = c.instance_id and ct.id = c.chat_id),
           (select coalesce(ct.saved_name, ct.push_name) from contacts ct where ct.instance_id = c.instance_id and ct.lid = c.chat_id)) end
       from chats c
       where c.instance_id = $1 and c.deleted_at is null and (c.activity_at, c.chat_id) < (now(), '9')
       order by c.activity_at desc nulls last, c.chat_id desc nulls last limit ${PAGE + 1}`,
      `select * from messages where instance_id = $1 and remote = '919810000500' and queue_seq > 0
       and queue_seq < ${MESSAGES / 2} order by queue_seq desc limit ${PAGE + 1}`,
    ];
    for (const text of plans) {
      const { rows } = await client.query(`explain (analyze, buffers) ${text}`, [insid]);
      console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const db = await benchDatabase();
  const server = await spawnTarget('chatgate', db.url);
  try {
    const token = await linkedToken(server.url, 1, '919800000711');
    await seed(db.url, token.insid);
    const headers = { key: token.key };
    const get = async (path: string) => {
      const sep = path.includes('?') ? '&' : '?';
      const res = await fetch(`${server.url}/api/v1${path}${sep}insid=${token.insid}`, { headers });
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { result: unknown[]; nextCursor: string | null };
    };
    // Cursors of pages further down both lists, to read some pages from the middle.
    const cursors: string[] = [];
    for (let cursor: string | null = null, n = 0; n < 10; n++) {
      const page: { nextCursor: string | null } = await get(
        `/chats?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      if (!page.nextCursor) break;
      cursors.push(page.nextCursor);
      cursor = page.nextCursor;
    }
    const chatIds = Array.from({ length: CHATS }, (_, i) => String(919810000000 + i));
    const chatsPage = async () => {
      const cursor = Math.random() < 0.5 ? null : cursors[random(cursors.length)];
      const page = await get(`/chats?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      if (page.result.length !== PAGE) throw new Error(`a chats page of ${page.result.length}`);
    };
    const messagesPage = async () => {
      const chatId = chatIds[random(chatIds.length)];
      const cursor = Math.random() < 0.5 ? '' : `&cursor=${MESSAGES - random(MESSAGES / 2)}`;
      const page = await get(`/chats/${chatId}/messages?limit=${PAGE}${cursor}`);
      if (page.result.length === 0) throw new Error('an empty messages page');
    };
    // The token's whole history, a page as long: what every list call costs besides its query.
    const historyPage = async () => {
      const page = await get(`/messages?limit=${PAGE}`);
      if (page.result.length !== PAGE) throw new Error('a short history page');
    };
    if (process.env.BENCH_EXPLAIN) await explain(db.url, token.insid);
    const lists = [
      ['GET /chats', chatsPage],
      ['GET /chats/{chatId}/messages', messagesPage],
      ['GET /messages (for comparison)', historyPage],
    ] as const;
    let worst = 0;
    for (const [name, read] of lists) {
      const measured = name.startsWith('GET /chats');
      await timed(200, 1, read); // warm-up: JIT, pools, plans
      for (const concurrency of [1, CONCURRENCY]) {
        const times = await timed(REQUESTS, concurrency, read);
        const p50 = percentile(times, 50);
        const p99 = percentile(times, 99);
        if (concurrency === 1 && measured) worst = Math.max(worst, p99);
        console.log(
          `${name.padEnd(30)} ${String(concurrency).padStart(2)} client(s): p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (${REQUESTS} requests)`,
        );
      }
    }
    const verdict = worst < TARGET_P99_MS ? 'PASS' : 'FAIL';
    console.log(`${verdict}: p99 one client at a time ${worst.toFixed(2)} ms (target < ${TARGET_P99_MS} ms)`);
    if (verdict === 'FAIL') process.exitCode = 1;
  } finally {
    await server.stop();
    await db.cleanup();
  }
}

await main();

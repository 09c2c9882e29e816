/**
 * Fills a migrated Chatgate database with a deployment's worth of rows by set-based SQL
 * (generate_series, insert … select): users, tokens with webhooks and event receipts, messages
 * over a year with their chats and events, webhook deliveries (a due backlog among them), API log
 * lines and pending read receipts. One signed-up token (`hot`) holds a share of every table, so
 * its own pages and log grow with the tables.
 */
import pg from 'pg';

export interface GrowthSize {
  messages: number;
  users: number;
  tokens: number;
  /** Rows older than the retention window in each purged table: one retention run's work. */
  expired: number;
}

/** The signed-up token the bench measures, and its owner. */
export interface HotToken {
  insid: string;
  userId: string;
}

/** Every this-many-th message (and so event, delivery, log line) is the hot token's. */
export const HOT_EVERY = 100;
/** Chats the hot token writes with; every other token has a few. */
export const HOT_CHATS = 1000;
const OTHER_CHATS = 20;
/** Tokens per seeded user; the hot user gets this many too (its own plus seeded ones). */
const TOKENS_PER_USER = 10;
/** A tenth of the events have a delivery still due (a backlog of a million at 10 million messages). */
const DUE_EVERY = 10;
const BATCH = 1_000_000;
const TABLES = ['messages', 'instance_events', 'webhook_deliveries', 'api_requests', 'chats'];

/** The seeded token a message, event or log line numbered `i` belongs to (SQL over `i`). */
const tokenOf = (i: string) =>
  `case when ${i} % ${HOT_EVERY} = 0 then $1 else 'g' || lpad((1 + (${i} * 7919) % ($2::int - 1))::text, 7, '0') end`;
const remoteOf = (i: string) =>
  `(919810000000 + case when ${i} % ${HOT_EVERY} = 0 then (${i} / ${HOT_EVERY}) % ${HOT_CHATS} else ${i} % ${OTHER_CHATS} end)::text`;

type Step = (client: pg.Client) => Promise<unknown>;

/** Seeds `size` rows next to `hot`; logs each step's time and answers the whole seeding's seconds. */
export async function seedGrowth(databaseUrl: string, size: GrowthSize, hot: HotToken): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    // No trigger (messages_chats: chats are built once below) and no key checks while loading.
    await client.query("set session_replication_role = replica; set maintenance_work_mem = '512MB'");
    const indexes = await dropSecondaryIndexes(client);
    for (const [name, step] of steps(size, hot)) await timedStep(client, name, step);
    await timedStep(client, `${indexes.length} indexes rebuilt`, async (c) => {
      for (const definition of indexes) await c.query(definition);
    });
    await timedStep(client, 'vacuum analyze', (c) => c.query('vacuum analyze'));
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

async function timedStep(client: pg.Client, name: string, step: Step): Promise<void> {
  const started = performance.now();
  await step(client);
  console.log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Drops the big tables' indexes other than their keys (rebuilt after the load, as a restore does). */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname = any($1) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [TABLES],
  );
  for (const row of rows) await client.query(`drop index ${row.name}`);
  return rows.map((row) => row.definition);
}

/**
 * `sql` over `i` in 1..count, BATCH numbers a statement: `$1` is the hot token, `$2` the token
 * count, `$3`..`$4` the batch's numbers (NUMBERS in `sql`) and `$5` the count.
 */
const NUMBERS = '{numbers}';
const batched =
  (count: number, sql: string, hot: HotToken, size: GrowthSize): Step =>
  async (client) => {
    for (let from = 1; from <= count; from += BATCH) {
      await client.query(sql.replace(NUMBERS, 'generate_series($3::bigint, $4::bigint) as i'), [
        hot.insid,
        size.tokens,
        from,
        Math.min(from + BATCH - 1, count),
        count,
      ]);
    }
  };

function steps(size: GrowthSize, hot: HotToken): Array<[string, Step]> {
  const m = size.messages;
  return [
    [`${size.users - 1} users`, (c) => c.query(USERS, [size.users - 1])],
    [`${size.tokens - 1} tokens`, (c) => c.query(TOKENS, [hot.insid, size.tokens - 1, hot.userId])],
    [`${size.tokens} webhooks and event receipts`, (c) => c.query(WEBHOOKS_AND_RECEIPTS)],
    [`${m} messages`, batched(m, MESSAGES, hot, size)],
    ['chats', (c) => c.query(CHATS)],
    [`${m} events`, (c) => c.query(EVENTS)],
    ['webhook deliveries', (c) => c.query(DELIVERIES)],
    [`${size.expired} of them expired`, (c) => c.query(EXPIRED_DELIVERIES, [size.expired])],
    [`${m + size.expired} API log lines`, batched(m + size.expired, apiRequests(size.expired), hot, size)],
    ['pending read receipts', (c) => c.query(READ_RECEIPTS)],
  ];
}

const USERS = `
  insert into users (username, email, name, password_hash, created_at)
  select 'grow' || u, 'grow' || u || '@example.com', 'Growth User ' || u, 'not-a-hash',
    now() - make_interval(days => (u % 365)::int)
  from generate_series(1, $1::int) as u`;

/** Token g0000001… ; the first ones are the hot user's, the rest ten a seeded user. */
const TOKENS = `
  with owners as (select array_agg(id order by username) as ids from users where username like 'grow%'),
  hot as (select api_key_cipher, api_key_hint from instances where id = $1)
  insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint, status, valid_till,
    authenticated, wid, last_phone, event_seq, created_at)
  select 'g' || lpad(t::text, 7, '0'),
    case when t < ${TOKENS_PER_USER} then $3::uuid else owners.ids[1 + t % cardinality(owners.ids)] end,
    'Token ' || t, md5('growth key ' || t), hot.api_key_cipher, hot.api_key_hint,
    case when t % 7 = 0 then 'Expired' else 'Active' end, now() + make_interval(days => (t % 60)::int - 7),
    t % 3 <> 0, case when t % 3 <> 0 then (917000000000 + t)::text end, (917000000000 + t)::text, 0,
    now() - make_interval(days => (t % 365)::int)
  from generate_series(1, $2::int) as t, owners, hot`;

const WEBHOOKS_AND_RECEIPTS = `
  insert into webhook_endpoints (instance_id, url, events, secret_cipher)
  select id, 'https://hooks.example.com/' || id, array['*'], 'sealed-secret' from instances;
  insert into event_receipts (instance_id) select id from instances`;

/** A third sent (most read, some failed), the rest received (most read); oldest first over a year. */
const MESSAGES = `
  insert into messages (instance_id, direction, remote, type, body, status, error, attempts, send_after,
    sent_at, acked_at, created_at, updated_at)
  select instance_id, direction, remote, 'text', 'growth message number ' || i, status,
    case when status = 'failed' then 'not acknowledged' end, case when direction = 'out' then 1 else 0 end,
    at, case when direction = 'out' then at end, case when status in ('read', 'delivered') then at end, at, at
  from (select i, ${tokenOf('i')} as instance_id, ${remoteOf('i')} as remote,
      case when i % 3 = 0 then 'out' else 'in' end as direction,
      case when i % 3 = 0 then (case when i % 97 = 0 then 'failed' when i % 5 = 0 then 'delivered' else 'read' end)
        when i % 11 = 0 then 'received' else 'read' end as status,
      now() - make_interval(secs => 31536000.0 * ($5::bigint - i) / $5::bigint) as at
    from ${NUMBERS}) as m`;

/** Each chat's newest message, as the messages_chats trigger leaves it. */
const CHATS = `
  insert into chats (instance_id, chat_id, is_group, last_message_id, last_direction, last_type, last_preview,
    last_at, activity_at, unread_count)
  select distinct on (instance_id, remote) instance_id, remote, false, id, direction, type, left(body, 200),
    created_at, date_trunc('milliseconds', created_at), 0
  from messages order by instance_id, remote, queue_seq desc`;

/** One event a message (its status, or its arrival), numbered per token in order after its own. */
const EVENTS = `
  insert into instance_events (instance_id, seq, type, data, created_at)
  select m.instance_id, t.event_seq + row_number() over (partition by m.instance_id order by m.queue_seq),
    case m.direction when 'out' then 'message.status' else 'message.received' end,
    case m.direction when 'out' then jsonb_build_object('messageId', m.id, 'chatId', m.remote, 'status', m.status)
      else jsonb_build_object('messageId', m.id, 'chatId', m.remote, 'from', m.remote, 'type', 'text', 'body', m.body) end,
    m.created_at
  from messages m join instances t on t.id = m.instance_id;
  update instances i set event_seq = e.last from
    (select instance_id, max(seq) as last from instance_events group by instance_id) e
  where e.instance_id = i.id;
  update event_receipts r set deleted_through = i.event_seq / 2 from instances i where i.id = r.instance_id`;

/**
 * Six events in ten have a delivery: one due (retried, the backlog), four succeeded, one failed;
 * finished ones within the retention window (but for EXPIRED_DELIVERIES).
 */
const DELIVERIES = `
  insert into webhook_deliveries (event_id, instance_id, status, attempts, next_attempt_at, last_status_code,
    last_error, created_at, delivered_at)
  select id, instance_id, status, case status when 'pending' then 3 when 'failed' then 10 else 1 end,
    case status when 'pending' then now() - make_interval(secs => (seq % 3600)::int) else at end,
    case status when 'succeeded' then 200 else 503 end, case when status <> 'succeeded' then 'HTTP 503' end,
    at, case status when 'succeeded' then at end
  from (select id, instance_id, seq,
      case seq % ${DUE_EVERY} when 0 then 'pending' when 5 then 'failed' else 'succeeded' end as status,
      now() - make_interval(secs => ((seq * 7919) % 2505600)::int) as at
    from instance_events where seq % ${DUE_EVERY} < 6) as d`;

const EXPIRED_DELIVERIES = `
  update webhook_deliveries set created_at = now() - interval '40 days'
  where ctid = any(array(select ctid from webhook_deliveries where status <> 'pending' limit $1))`;

/** One API call a message, over the last 29 days; the first `expired` older than the window. */
const apiRequests = (expired: number) => `
  insert into api_requests (instance_id, method, path, status_code, duration_ms, error, created_at)
  select ${tokenOf('i')}, case when i % 4 = 0 then 'GET' else 'POST' end,
    case when i % 4 = 0 then '/api/v1/messages' else '/api/v1/send/text' end,
    case when i % 50 = 0 then 429 when i % 333 = 0 then 500 else 200 end, (i % 40)::int,
    case when i % 50 = 0 then 'Too many requests' end,
    case when i <= ${expired} then now() - interval '40 days'
      else now() - make_interval(secs => 2505600.0 * ($5::bigint - i) / $5::bigint) end
  from ${NUMBERS}`;

/** A received message in a thousand marked read whose receipt is still owed. */
const READ_RECEIPTS = `
  insert into pending_read_receipts (message_id, instance_id, chat_id, seq, phone, marked_at, next_attempt_at)
  select id, instance_id, remote, queue_seq, '919800009001', created_at, now() + interval '1 hour'
  from messages where direction = 'in' and queue_seq % 1000 = 1`;

import type { BuiltinPost } from './types';

export const reliableWebhooks: BuiltinPost = {
  id: 6,
  slug: 'receiving-webhooks-reliably-retries-deduplication-and-catch-up',
  title: 'Receiving Webhooks Reliably: Retries, Deduplication and Catch-up',
  category: 'Integration',
  author: 'Vikram Shah',
  date: '2024-10-15',
  readTime: '6 min read',
  image: '/blog/receiving-webhooks-reliably-retries-deduplication-and-catch-up.svg',
  excerpt:
    'Webhooks arrive at least once and not always in order. Store them by event id, order them by seq, and use the event log to catch up after downtime, and you will never miss or double-count one.',
  content: `<p>Webhooks look simple: Chatgate posts an event, your server handles it. In production, endpoints go down for deploys, networks drop answers, and two deliveries overtake each other. This article explains exactly what Chatgate guarantees and the small amount of code that turns those guarantees into an integration that never misses an event and never handles one twice.</p>

<h2>What Chatgate guarantees</h2>
<ul>
<li><strong>Every event is in the event log.</strong> Each token has an ordered log: message statuses, incoming messages, connection changes and group changes. <code>GET /events?after=N</code> reads it.</li>
<li><strong>Every event has an id and a sequence number.</strong> <code>id</code> is unique; <code>seq</code> counts up per token, one by one, in the order the events were committed.</li>
<li><strong>Deliveries are at least once.</strong> Each event your webhook subscribes to is posted until your endpoint answers 2xx, or until the retry schedule runs out.</li>
<li><strong>Deliveries are not strictly ordered.</strong> Up to four deliveries per token are in flight at once, and a retried event arrives after newer ones.</li>
</ul>
<p>The body of a delivery has the same shape as an entry of the event log:</p>
<pre><code>{
  "id": "3f6c2a9e-8d1b-4c57-9a0e-2b7d5f1c8e44",
  "type": "message.status",
  "insid": "YOUR_TOKEN_ID",
  "seq": 42,
  "timestamp": "2024-10-15T10:30:00.000Z",
  "data": { "id": "9b2e4d71-0c3a-4f8e-b6d5-1a7c9e3f2b80", "status": "read", ... }
}</code></pre>
<p>The <code>webhook-id</code> header holds the same event id, and stays the same on every attempt.</p>

<h2>How retries work</h2>
<p>Your endpoint has <strong>10 seconds</strong> to answer. Any 2xx status means delivered. Anything else (a 500, a timeout, a refused connection) is retried after about 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours and 10 hours, with a little random jitter: eight attempts over roughly 27 hours, so an endpoint that is down for a whole day still receives everything. Two answers are special:</p>
<ul>
<li>A <code>Retry-After</code> header on your answer is honoured: the next attempt waits at least that long, up to 10 hours. Use it when you are overloaded.</li>
<li><strong>410 Gone</strong> disables the webhook. Events that happen while it is disabled are not queued for it; set the webhook again with <code>PUT /instance/webhook</code> and catch up from the event log.</li>
</ul>
<p>A delivery that used up its attempts is marked failed. The <a href="/dashboard/webhooks">Webhooks</a> page lists recent deliveries with their attempts and your endpoint's last answer, and <strong>Replay</strong> (or <code>POST /instance/webhook/deliveries/{id}/replay</code>) sends one again.</p>

<h2>Rule 1: store first, answer fast, work later</h2>
<p>The handler should do as little as possible before answering: verify the signature, write the event to your database, answer 204. Slow work (calling other services, sending replies) happens afterwards in a worker. An endpoint that does everything inline times out under load, and each timeout becomes a retry that adds more load.</p>
<pre><code>create table chatgate_events (
  id           uuid primary key,      -- the event id: duplicates stop here
  insid        text not null,
  seq          bigint not null,
  type         text not null,
  data         jsonb not null,
  received_at  timestamptz not null default now(),
  processed_at timestamptz,
  unique (insid, seq)
);</code></pre>
<pre><code>app.post('/chatgate/webhook', express.raw({ type: 'application/json' }), async (req, res) =&gt; {
  let event;
  try {
    event = webhook.verify(req.body.toString('utf8'), req.headers); // standardwebhooks
  } catch {
    return res.sendStatus(400);
  }
  try {
    await storeEvent(event);
    res.sendStatus(204);
  } catch (error) {
    console.error('could not store event', event.id, error);
    res.sendStatus(503); // Chatgate will try again
  }
});

async function storeEvent(e) {
  await db.query(
    'insert into chatgate_events (id, insid, seq, type, data) values ($1, $2, $3, $4, $5) ' +
      'on conflict do nothing',
    [e.id, e.insid, e.seq, e.type, e.data],
  );
}</code></pre>
<p>Answer 2xx only once the event is safely stored. If your database is down, a 5xx is the right answer: the event comes back later.</p>

<h2>Rule 2: deduplicate by event id</h2>
<p>At-least-once means that the same event will sometimes arrive twice: your 204 got lost on the way back, or a replay was pressed. The primary key on <code>id</code> with <code>on conflict do nothing</code> makes storing idempotent. Do not deduplicate on the message id inside <code>data</code>: one message produces several events (<code>queued</code>, <code>sent</code>, <code>delivered</code>, <code>read</code>), and each is a different event with its own id.</p>
<p>Side effects need the same care. If your worker sends a WhatsApp reply for an event, pass an <code>Idempotency-Key</code> derived from the event id, so even a worker that crashes halfway and runs again sends the reply once.</p>

<h2>Rule 3: order by seq, not by arrival</h2>
<p>Deliveries can overtake each other, so a <code>read</code> status can arrive before the <code>delivered</code> of the same message. Two ways to cope:</p>
<ul>
<li><strong>Make updates order-proof.</strong> Store the <code>seq</code> of the last event applied to each record, and ignore an event whose <code>seq</code> is lower. A message then never goes back from <code>read</code> to <code>delivered</code>.</li>
<li><strong>Process in sequence.</strong> Have the worker handle stored events in <code>seq</code> order per token, and only when there is no hole before them.</li>
</ul>
<p>The first is enough for status tracking; the second suits workflows where order matters, such as a chatbot conversation. About holes: <code>seq</code> numbers every event of the token, so if your webhook subscribes to only some event types, the numbers of the other types never reach it. Do not wait for those: fill holes from the event log, which has them all.</p>

<h2>Rule 4: catch up from the event log</h2>
<p>Retries cover an endpoint that is down for a day. The event log covers everything else: a longer outage, a webhook disabled by a 410, a database restored from last night's backup, or a new service that needs history. Keep a cursor per token, the last <code>seq</code> you have stored from the log, and read forward from it:</p>
<pre><code>const BASE_URL = 'https://chatgate.example/api/v1';

export async function catchUp(insid, apiKey) {
  let after = await loadCursor(insid); // 0 the first time
  for (;;) {
    const res = await fetch(BASE_URL + '/events?after=' + after + '&amp;limit=1000', {
      headers: { Authorization: 'Bearer ' + apiKey },
    });
    if (!res.ok) throw new Error('events: HTTP ' + res.status);
    const { result, next } = await res.json();
    if (result.length === 0) return after;
    for (const event of result) await storeEvent(event); // duplicates are ignored
    after = next;
    await saveCursor(insid, after);
  }
}</code></pre>
<p>The log returns events in <code>seq</code> order, up to 1000 per page, and <code>next</code> is the <code>seq</code> of the last one returned: pass it as <code>after</code> for the following page. Because an event only becomes visible once committed, and <code>seq</code> follows commit order, reading <code>after=N</code> never skips an event that was still being written.</p>
<p>Run <code>catchUp</code> when your service starts and every few minutes after that; when nothing is new it costs one small request. Webhooks then give you speed, the log gives you completeness, and the shared table with its primary key makes the two meet without double counting.</p>

<h2>Testing the failure paths</h2>
<ul>
<li>Press <strong>Send Test Event</strong> on the <a href="/dashboard/webhooks">Webhooks</a> page (or call <code>POST /instance/webhook/test</code>): a <code>webhook.test</code> event goes to your endpoint whatever it subscribes to.</li>
<li>Stop your endpoint, send a few messages, start it again: the retries should arrive within minutes, and the deliveries list shows each attempt.</li>
<li>Answer 500 on purpose for one event type and check that nothing is handled twice once it recovers.</li>
<li>Empty your cursor and run <code>catchUp</code>: every event is stored again without a single duplicate.</li>
</ul>
<p>The <a href="/dashboard/logs">Logs</a> page shows each webhook delivery with its attempts and the HTTP status your endpoint returned, next to the API calls and message events of the same token. With these four rules in place, an outage on your side becomes a delay, never a loss.</p>`,
};

import type { BuiltinPost } from './types';

export const firstMessage: BuiltinPost = {
  id: 1,
  slug: 'sending-your-first-whatsapp-message-with-the-chatgate-api',
  title: 'Sending Your First WhatsApp Message with the Chatgate API',
  category: 'WhatsApp API',
  author: 'Aarav Mehta',
  date: '2024-01-22',
  readTime: '7 min read',
  image: '/blog/sending-your-first-whatsapp-message-with-the-chatgate-api.svg',
  excerpt:
    'From a new account to a delivered message: authentication, text and media sends, delivery statuses and safe retries with Idempotency-Key, with curl and Node.js samples.',
  content: String.raw`<p>This guide takes you from a new account to a delivered WhatsApp message, then covers what you need before going to production: media, delivery statuses, errors and safe retries. Every call below is a real endpoint from the <a href="/dashboard/apiDocs">API documentation</a>.</p>

<h2>Tokens, keys and the base URL</h2>
<p>A <strong>token</strong> (also called an instance) is one phone number connected to Chatgate, and it is what you are billed for. When you <a href="/auth/signup">sign up</a>, your account gets a trial token that works for 7 days with every feature and no credit card.</p>
<ol>
<li>Open the <a href="/dashboard">dashboard</a> and press <strong>Get QR Code</strong> on the token.</li>
<li>On the phone, open WhatsApp, then <em>Settings</em>, <em>Linked devices</em>, and scan the code. The code changes every 20 seconds or so: scan the one on screen. The token then shows <strong>Connected</strong> with the phone's number.</li>
<li>Copy the token id and its API key with <strong>Copy key</strong> (or <strong>Show API key</strong>).</li>
</ol>
<p>Every path in this article is relative to the base URL shown at the top of the Documentation page. The samples use <code>https://chatgate.example/api/v1</code>: replace it with yours.</p>

<h2>Authentication</h2>
<p>Each request carries the token's API key, in one of two ways:</p>
<ul>
<li>a <code>key</code> header, with the token id in the <code>insid</code> query parameter; or</li>
<li>an <code>Authorization: Bearer &lt;api key&gt;</code> header.</li>
</ul>
<p>The key alone identifies the token. When you also send <code>insid</code>, Chatgate checks that the key belongs to that token and answers <strong>403</strong> if it does not, which catches a key pasted into the wrong configuration before anything is sent from the wrong number. A missing or unknown key gets <strong>401</strong>, and a token whose trial or subscription has ended gets <strong>402</strong>.</p>

<h2>Send a text message</h2>
<pre><code>curl -X POST "https://chatgate.example/api/v1/send/text?insid=YOUR_TOKEN_ID" \
  -H "key: YOUR_API_KEY" \
  -H "Content-Type: application/json" \
  -d '{"to": "919876543210", "body": "Hello from Chatgate!"}'</code></pre>
<p>The <code>to</code> field is the country code and number, digits only, without a plus sign or spaces: 8 to 15 digits. It may also be a group id (ending in <code>@g.us</code>) or a channel id (ending in <code>@newsletter</code>). The <code>body</code> holds up to 4096 characters.</p>
<p>The answer comes as soon as the message is safely stored in your token's queue:</p>
<pre><code>HTTP/1.1 202 Accepted

{"id": "3f6c2a9e-8d1b-4c57-9a0e-2b7d5f1c8e44", "status": "queued"}</code></pre>
<p>A <strong>202</strong> means <em>accepted</em>, not <em>delivered</em>. Each token sends its queue in order, and with a real WhatsApp connection it paces the sends: a random gap of 30 to 60 seconds between messages and at most 4 messages per contact per hour, the defaults recommended in our best practices against bans. Your code can submit a hundred messages in a second; WhatsApp sees them arrive at a human pace. Keep the <code>id</code>: it is how you follow the message afterwards.</p>

<h2>The same call from Node.js</h2>
<p>Node.js 18 and newer ship <code>fetch</code>, so no library is needed. This version uses the Bearer header and reads errors, which always come as JSON with a <code>message</code> and a <code>code</code>:</p>
<pre><code>const BASE_URL = 'https://chatgate.example/api/v1';
const API_KEY = process.env.CHATGATE_API_KEY; // never hard-code the key

export async function sendText(to, body) {
  const res = await fetch(BASE_URL + '/send/text', {
    method: 'POST',
    headers: { Authorization: 'Bearer ' + API_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ to, body }),
  });
  const answer = await res.json();
  if (res.status !== 202) throw new Error(res.status + ' ' + answer.code + ': ' + answer.message);
  return answer; // { id, status: 'queued' }
}</code></pre>

<h2>Check the number first</h2>
<p>Sending to a number that is not on WhatsApp ends as a failed message. When numbers come from a form or an old spreadsheet, check them first:</p>
<pre><code>curl -X POST "https://chatgate.example/api/v1/check/checknumberstatus?insid=YOUR_TOKEN_ID" \
  -H "key: YOUR_API_KEY" -H "Content-Type: application/json" \
  -d '{"number": "919876543210"}'

{"result": true, "message": "The number is registered on WhatsApp"}</code></pre>
<p>The check goes through the connected phone, so it needs a linked token (<strong>409</strong> otherwise). The dashboard's <a href="/dashboard/check-whatsapp-number">WhatsApp Number Checker</a> does the same by hand.</p>

<h2>Send media</h2>
<p><code>POST /send/media</code> takes a <code>type</code> (<code>image</code>, <code>audio</code>, <code>video</code>, <code>document</code> or <code>archive</code>), the <code>media</code> itself, and an optional <code>caption</code> and <code>fileName</code>:</p>
<pre><code>curl -X POST "https://chatgate.example/api/v1/send/media?insid=YOUR_TOKEN_ID" \
  -H "key: YOUR_API_KEY" -H "Content-Type: application/json" \
  -d '{
    "to": "919876543210",
    "type": "document",
    "media": "https://files.example.com/invoices/INV-1042.pdf",
    "fileName": "INV-1042.pdf",
    "caption": "Your invoice for March"
  }'</code></pre>
<p>The <code>media</code> value is either an <strong>https URL</strong> or a <strong>base64 data URL</strong> such as <code>data:image/png;base64,iVBORw0...</code>. Keep in mind:</p>
<ul>
<li>A URL is fetched when the message is actually sent, which may be minutes later because of pacing. It must stay reachable until then, and URLs naming <code>localhost</code> or a private address are refused.</li>
<li>Inline media may be at most 16 MB (<strong>413</strong> above that), must be valid base64 (<strong>400</strong>) and its type must suit <code>type</code>: a PDF sent as <code>image</code> gets <strong>415</strong>. Images are JPEG, PNG, WebP or GIF.</li>
<li>The dashboard's <a href="/dashboard/base64">Base64 Encoder/Decoder</a> helps when you want to look at an encoded file.</li>
</ul>
<p>Three smaller calls complete the set: <code>POST /send/location</code> with <code>latitude</code>, <code>longitude</code> and an optional <code>name</code> and <code>address</code>; <code>POST /send/contact</code> with <code>contact: {name, phone}</code>; and <code>POST /send/reaction</code> with the <code>messageId</code> to react to and an <code>emoji</code>.</p>

<h2>Follow the status</h2>
<p>A message moves through <code>queued</code>, <code>sent</code>, <code>delivered</code> and <code>read</code>, or ends <code>failed</code> with a reason in <code>error</code>: for instance the number is not on WhatsApp, or the message was still queued after its validity (24 hours by default) and failed as <code>expired</code> rather than arriving a day late. Ask for one message at any time:</p>
<pre><code>curl "https://chatgate.example/api/v1/messages/3f6c2a9e-8d1b-4c57-9a0e-2b7d5f1c8e44" \
  -H "Authorization: Bearer YOUR_API_KEY"

{"id": "3f6c2a9e-8d1b-4c57-9a0e-2b7d5f1c8e44", "insid": "YOUR_TOKEN_ID",
 "direction": "out", "chatId": "919876543210", "author": null, "type": "text",
 "body": "Hello from Chatgate!", "media": null, "status": "read", "error": null,
 "createdAt": "2024-01-22T10:30:00.000Z", "updatedAt": "2024-01-22T10:30:03.000Z"}</code></pre>
<p>Polling is fine for a test. In production, let the statuses come to you: set a webhook with <code>PUT /instance/webhook</code> (or on the <a href="/dashboard/webhooks">Webhooks</a> page) and every change arrives as a signed <code>message.status</code> event. Our article on <a href="/blogs/6">receiving webhooks reliably</a> covers retries, duplicates and catching up through <code>GET /events?after=</code>.</p>

<h2>Retry safely with Idempotency-Key</h2>
<p>Networks fail in the worst place: after Chatgate stored your message but before its answer reached you. Retrying blindly would send the message twice. Send an <code>Idempotency-Key</code> header, unique per message and the same on every attempt: within 24 hours a repeat returns the first answer and sends nothing new. Reusing a key with a different body gets <strong>422</strong>, so a bug that recycles keys shows up instead of silently dropping messages.</p>
<pre><code>import { randomUUID } from 'node:crypto';

const sleep = (ms) =&gt; new Promise((resolve) =&gt; setTimeout(resolve, ms));

export async function sendTextWithRetry(to, body, attempts = 5) {
  const idempotencyKey = randomUUID(); // one key per message, reused by every attempt
  for (let attempt = 1; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE_URL + '/send/text', {
        method: 'POST',
        headers: {
          Authorization: 'Bearer ' + API_KEY,
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(10000),
      });
    } catch (networkError) {
      if (attempt === attempts) throw networkError;
      await sleep(1000 * 2 ** attempt);
      continue;
    }
    const answer = await res.json().catch(() =&gt; ({}));
    if (res.status === 202) return answer;
    const retryable = res.status === 429 || res.status &gt;= 500;
    if (!retryable || attempt === attempts) {
      throw new Error(res.status + ' ' + answer.code + ': ' + answer.message);
    }
    const waitSeconds = Number(res.headers.get('retry-after')) || 2 ** attempt;
    await sleep(waitSeconds * 1000);
  }
}</code></pre>
<p>Only network errors, <strong>429</strong> and <strong>5xx</strong> are worth retrying. A <strong>429</strong> means the key went over its request rate (by default 20 calls per second, with bursts of up to 100); wait the seconds given in <code>Retry-After</code>. Any other <strong>4xx</strong> will fail the same way every time: fix the request instead.</p>

<h2>Where to go next</h2>
<ul>
<li>The <a href="/dashboard/apiDocs">Documentation</a> page lists every endpoint with samples in eight languages, including groups, channels and the token's sending settings.</li>
<li>The <a href="/dashboard/logs">Logs</a> page shows your API calls, message events and webhook deliveries, which is the quickest way to see why a send failed.</li>
<li>Before sending to customers, read how to keep your number safe: opt-in, pacing and message quality matter more than any code.</li>
</ul>`,
};

import type { BuiltinPost } from './types';

export const security: BuiltinPost = {
  id: 4,
  slug: 'keeping-your-api-keys-and-webhook-secrets-safe',
  title: 'Keeping Your API Keys and Webhook Secrets Safe',
  category: 'Security',
  author: 'Ananya Desai',
  date: '2024-06-11',
  readTime: '7 min read',
  image: '/blog/keeping-your-api-keys-and-webhook-secrets-safe.svg',
  excerpt:
    'Where API keys belong, how to rotate a webhook signing secret without losing events, why signatures must be compared in constant time, and what your logs should never contain.',
  content: `<p>A Chatgate API key can send WhatsApp messages from your company's number. In the wrong hands it can also get that number banned within an afternoon. The webhook signing secret is the other half: it is what lets your server trust that an incoming event really came from us. This article covers how to store both, how to limit what a leak can do, how to rotate the webhook secret without losing events, and what to log.</p>

<h2>Know what you are protecting</h2>
<table>
<thead>
<tr><th>Secret</th><th>Looks like</th><th>What it allows</th><th>Where you get it</th></tr>
</thead>
<tbody>
<tr><td>API key</td><td><code>cg_live_</code> and 43 characters</td><td>Sending, reading message history and events, changing the webhook of one token</td><td>Dashboard: <strong>Copy key</strong> or <strong>Show API key</strong></td></tr>
<tr><td>Webhook signing secret</td><td><code>whsec_</code> and base64</td><td>Producing deliveries your server will believe</td><td>Shown once when the webhook is first saved, and on each rotation</td></tr>
<tr><td>Dashboard password</td><td>yours</td><td>Everything above, for every token of the account</td><td>You chose it</td></tr>
</tbody>
</table>
<p>Note the last row: anyone who can sign in to the dashboard can display every API key of the account. Strong, unique passwords for every person with access are part of key security.</p>

<h2>Keep API keys on the server</h2>
<ul>
<li><strong>Never in a browser or a mobile app.</strong> Anything shipped to a device can be read by whoever holds it. Put a small endpoint of your own in front of Chatgate that checks who is asking and what they may send.</li>
<li><strong>Never in source control.</strong> Load keys from environment variables or a secret manager. The fixed <code>cg_live_</code> prefix makes keys easy to find: add the pattern <code>cg_live_[A-Za-z0-9_-]{43}</code> to your secret scanner and pre-commit hooks.</li>
<li><strong>Never in URLs.</strong> Chatgate reads the key only from the <code>key</code> header or <code>Authorization: Bearer</code>, never from the query string, because URLs end up in proxy logs and browser histories. The <code>insid</code> in the query is an identifier, not a secret.</li>
<li><strong>Not in shared documents.</strong> In Google Apps Script, keep the key in script properties rather than in a cell; in support tickets and screenshots, show the last four characters at most.</li>
</ul>
<p>On our side, keys are stored encrypted and looked up by a hash, and the dashboard shows them only to the signed-in owner.</p>

<h2>Least privilege: one token per job</h2>
<p>An API key opens exactly one token, which is one phone number. Use that boundary:</p>
<ul>
<li><strong>Separate tokens for separate uses.</strong> Support replies, order notifications and marketing each get their own token and number. A leaked key from the marketing tool then cannot write to customers from the support number, and a ban on one number does not silence the others.</li>
<li><strong>Always send <code>insid</code>.</strong> When the token id and the key disagree, Chatgate answers <strong>403</strong> instead of sending, so a key copied into the wrong environment fails loudly.</li>
<li><strong>Subscribe only to the events you use.</strong> The <code>events</code> list of <code>PUT /instance/webhook</code> decides what is sent to your endpoint. A delivery-report service does not need the text of incoming messages.</li>
<li><strong>Give dashboard access sparingly.</strong> Developers who only call the API need the key of their token, handed over through your secret manager, not an account that can reveal every key.</li>
</ul>

<h2>Verify every webhook, in constant time</h2>
<p>Your webhook URL is public: anyone who finds it can post to it. Each genuine delivery carries three headers, <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code>, as the Standard Webhooks specification describes. The signature is <code>v1,</code> followed by the base64 HMAC-SHA256 of <code>id.timestamp.body</code>, keyed with the base64-decoded part of your secret after <code>whsec_</code>.</p>
<p>Two details decide whether the check actually protects you:</p>
<ol>
<li><strong>Compare in constant time.</strong> An ordinary string comparison stops at the first character that differs, so its timing tells an attacker how much of a forged signature is right, and that can be exploited byte by byte. Node's <code>crypto.timingSafeEqual</code> takes the same time whatever the content; it requires equal lengths, so compare lengths first (the length is not secret).</li>
<li><strong>Refuse old timestamps.</strong> A captured delivery stays correctly signed forever. Rejecting timestamps more than five minutes from your clock, and remembering the <code>webhook-id</code>s you have processed, stops replays.</li>
</ol>
<p>The <code>standardwebhooks</code> package does both. If you verify by hand, this version also accepts more than one secret, which you will need during a rotation:</p>
<pre><code>import { createHmac, timingSafeEqual } from 'node:crypto';

const SECRETS = [process.env.CHATGATE_WEBHOOK_SECRET, process.env.CHATGATE_WEBHOOK_SECRET_PREVIOUS]
  .filter(Boolean)
  .map((secret) =&gt; Buffer.from(secret.replace(/^whsec_/, ''), 'base64'));
const TOLERANCE_SECONDS = 5 * 60;

/** rawBody: the request body exactly as received, as a string. */
export function isGenuine(rawBody, headers) {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  if (!id || !Number.isInteger(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) &gt; TOLERANCE_SECONDS) return false;

  const signed = id + '.' + timestamp + '.' + rawBody;
  const given = String(headers['webhook-signature'] ?? '')
    .split(' ')
    .filter((entry) =&gt; entry.startsWith('v1,'))
    .map((entry) =&gt; Buffer.from(entry.slice(3), 'base64'));
  return SECRETS.some((key) =&gt; {
    const expected = createHmac('sha256', key).update(signed).digest();
    return given.some((sig) =&gt; sig.length === expected.length &amp;&amp; timingSafeEqual(sig, expected));
  });
}</code></pre>
<p>Answer <strong>400</strong> when the check fails and do nothing else with the request: no database write, no reply to the "customer".</p>

<h2>Rotating the webhook signing secret</h2>
<p>Rotate the secret when someone who knew it leaves the team, when it may have been exposed, and on a regular schedule otherwise. Press <strong>Rotate Secret</strong> on the <a href="/dashboard/webhooks">Webhooks</a> page, or call <code>POST /instance/webhook/secret</code>. The new secret is shown once and <strong>takes effect immediately</strong>: from that moment every delivery, retries included, is signed with it alone.</p>
<ol>
<li>Make sure your verifier accepts a list of secrets, as above, and can reload it without a long deployment.</li>
<li>Rotate, and save the new secret in your secret manager.</li>
<li>Add it to the verifier's list, keeping the old one as <code>PREVIOUS</code> for a few minutes while requests already in flight arrive.</li>
<li>Remove the old secret.</li>
</ol>
<p>Deliveries that fail verification between steps 2 and 3 are not lost. Your endpoint answers <strong>400</strong>, and any answer other than 2xx (or 410) makes Chatgate retry on a schedule that starts 5 seconds later and then 5 minutes later, so they arrive once the new secret is in place. Do not answer 410 from a webhook endpoint unless you mean it: 410 Gone disables the webhook.</p>

<h2>If an API key leaks</h2>
<ul>
<li>Contact us at once through the <a href="/contactus">Contact</a> page (choose <em>Technical Support</em>) so the key can be replaced.</li>
<li>Meanwhile, check the <a href="/dashboard/logs">Logs</a> page for calls you do not recognise: every API call is listed with its path, status and duration.</li>
<li>Find out how it leaked (a repository, a log file, a client app) and close that path before the new key goes into use.</li>
</ul>

<h2>What to log, and what never to</h2>
<table>
<thead>
<tr><th>Log</th><th>Never log</th></tr>
</thead>
<tbody>
<tr><td>Message <code>id</code>, event <code>id</code>, <code>seq</code> and <code>type</code></td><td>The <code>key</code> and <code>Authorization</code> headers</td></tr>
<tr><td>HTTP status, and the <code>code</code> and <code>message</code> of error answers</td><td>The webhook secret, in any form</td></tr>
<tr><td>Whether a signature check passed, and why it failed</td><td>Full request bodies of media sends (base64 files)</td></tr>
<tr><td>Timings and retry counts</td><td>Message text, unless you have a reason and a retention limit</td></tr>
</tbody>
</table>
<p>Phone numbers and message texts are personal data: keep them only as long as you need them. Configure your HTTP client and framework to redact the <code>key</code> and <code>authorization</code> headers before anything is written, because request logging middleware often prints every header by default. Chatgate keeps its own API request log and finished webhook deliveries for 30 days by default; the messages themselves stay available through <code>GET /messages</code>.</p>

<h2>A short checklist</h2>
<ul>
<li>Keys live in a secret manager or environment variables, never in code, URLs, cells or apps.</li>
<li>One token per use, and <code>insid</code> sent with every call.</li>
<li>Every delivery verified on the raw body, in constant time, within five minutes.</li>
<li>A verifier that accepts two secrets, so rotation costs nothing.</li>
<li>Logs that tell you what happened without holding anything worth stealing.</li>
</ul>`,
};

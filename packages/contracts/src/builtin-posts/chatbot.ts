import type { BuiltinPost } from './types';

export const chatbot: BuiltinPost = {
  id: 3,
  slug: 'building-a-simple-whatsapp-chatbot-on-chatgate-webhooks',
  title: 'Building a Simple WhatsApp Chatbot on Chatgate Webhooks',
  category: 'Chatbots',
  author: 'Rohan Iyer',
  date: '2024-04-16',
  readTime: '6 min read',
  image: '/blog/building-a-simple-whatsapp-chatbot-on-chatgate-webhooks.svg',
  excerpt:
    'A menu bot in one small Node.js file: verify each webhook, answer fast, keep per-chat state, and hand the conversation over to a person when the bot runs out of answers.',
  content: String.raw`<p>Most WhatsApp chatbots do not need artificial intelligence. They need to answer the same five questions at any hour and to get out of the way when a customer needs a person. This article builds exactly that on Chatgate's <code>message.received</code> webhook: a numbered menu, one question with a follow-up, and a hand-over to your team. The whole bot is one Node.js file.</p>

<h2>How the pieces fit</h2>
<ol>
<li>A customer writes to your connected number.</li>
<li>Chatgate posts a signed <code>message.received</code> event to your webhook URL.</li>
<li>Your server verifies the signature, answers <strong>204</strong> at once, then decides on a reply.</li>
<li>It sends the reply with <code>POST /send/text</code>, like any other message.</li>
</ol>
<p>Set the webhook on the <a href="/dashboard/webhooks">Webhooks</a> page or with <code>PUT /instance/webhook</code>, choosing at least <code>message.received</code>. The first save shows the signing secret (<code>whsec_...</code>) once: store it as <code>CHATGATE_WEBHOOK_SECRET</code> next to the token's API key. The URL must be reachable from the internet; during development a tunnelling tool in front of your laptop does the job.</p>

<h2>Receiving and verifying</h2>
<p>Deliveries follow the Standard Webhooks format, so its <code>standardwebhooks</code> package checks the <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> headers for you. Verify the <strong>raw</strong> body: parsing the JSON and encoding it again changes the bytes that were signed.</p>
<pre><code>// npm install express standardwebhooks
import express from 'express';
import { Webhook } from 'standardwebhooks';

const BASE_URL = 'https://chatgate.example/api/v1';
const API_KEY = process.env.CHATGATE_API_KEY;
const webhook = new Webhook(process.env.CHATGATE_WEBHOOK_SECRET);

const app = express();

app.post('/chatgate/webhook', express.raw({ type: 'application/json' }), (req, res) =&gt; {
  let event;
  try {
    event = webhook.verify(req.body.toString('utf8'), req.headers);
  } catch {
    return res.sendStatus(400); // not from Chatgate, or altered on the way
  }
  res.sendStatus(204); // answer first: the endpoint has 10 seconds
  handle(event).catch((error) =&gt; console.error('event', event.id, error));
});

app.listen(3000);</code></pre>
<p>Answering before the work is done keeps the endpoint fast, and a slow reply can never make Chatgate retry. The price is that an event is lost if the process dies between the answer and the work. For a menu bot that is acceptable; when it is not, store the event first and answer after, or catch up from the event log as our article on <a href="/blogs/6">receiving webhooks reliably</a> describes.</p>

<h2>Deciding on a reply</h2>
<p>The event's <code>data</code> is the message itself: <code>chatId</code> (the sender's number, or a group id), <code>type</code>, <code>body</code> and our message <code>id</code>. A few rules keep the bot out of trouble:</p>
<ul>
<li><strong>Skip duplicates.</strong> Webhooks are delivered at least once, so the same event can arrive twice. Remember the event <code>id</code>s you have handled.</li>
<li><strong>Stay quiet in groups.</strong> A group message has a <code>chatId</code> ending in <code>@g.us</code>; a bot that answers every line in a group is the fastest way to collect spam reports.</li>
<li><strong>Ignore everything else.</strong> The same URL receives <code>message.status</code> events (and <code>webhook.test</code> when you press <strong>Send Test Event</strong>), so check <code>type</code>.</li>
</ul>
<pre><code>const handled = new Set(); // event ids; use a database table in production
const chats = new Map();   // chatId -&gt; { step, mode, since }

async function handle(event) {
  if (event.type !== 'message.received' || handled.has(event.id)) return;
  handled.add(event.id);
  const { chatId, type, body } = event.data;
  if (chatId.includes('@')) return; // groups and channels: no bot here
  if (type === 'reaction') return;   // a thumbs-up needs no answer

  const chat = chats.get(chatId) ?? { step: 'menu', mode: 'bot', since: Date.now() };
  chats.set(chatId, chat);
  const text = type === 'text' ? body.trim() : '';
  const reply = await nextReply(chat, chatId, text);
  if (reply) await send(chatId, reply, 'reply-' + event.id);
}</code></pre>

<h2>Keeping state</h2>
<p>A conversation is a small state machine per chat. Ours has a <code>step</code> (the menu, or waiting for an order number) and a <code>mode</code> (the bot answers, or a person does):</p>
<pre><code>const MENU = [
  'Hello! Reply with a number:',
  '1 Opening hours',
  '2 Order status',
  '3 Talk to a person',
].join('\n');

async function nextReply(chat, chatId, text) {
  const word = text.toLowerCase();
  if (chat.mode === 'human') {
    if (word !== 'menu') return null; // a colleague is on it: the bot stays silent
    chat.mode = 'bot';
  }
  if (chat.step === 'order' &amp;&amp; text) {
    chat.step = 'menu';
    return orderStatus(text); // your own lookup, e.g. a database query
  }
  switch (word) {
    case '1':
      return 'We are open Monday to Friday 9:00-18:00 and Saturday 10:00-16:00.';
    case '2':
      chat.step = 'order';
      return 'Please send your order number, for example A-1042.';
    case '3':
      chat.mode = 'human';
      chat.since = Date.now();
      await handOver(chatId, text);
      return 'Thank you! Someone from our team will answer here shortly. Send MENU to go back to the menu.';
    default:
      return text ? MENU : 'Sorry, I can only read text. ' + MENU;
  }
}</code></pre>
<p>Photos, voice notes and other files arrive with a <code>type</code> other than <code>text</code> and a short description as the body, so the bot asks for text instead of guessing; reactions to the bot's messages get no answer at all. In production, keep <code>chats</code> and <code>handled</code> in your database or a key-value store: a restart should not send every customer back to the menu.</p>

<h2>Sending the reply</h2>
<pre><code>async function send(to, body, idempotencyKey) {
  const res = await fetch(BASE_URL + '/send/text', {
    method: 'POST',
    headers: {
      Authorization: 'Bearer ' + API_KEY,
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify({ to, body }),
  });
  if (res.status !== 202) console.error('send failed', res.status, await res.text());
}</code></pre>
<p>The idempotency key is derived from the event id. If the same event is handled twice anyway, say after a restart that lost the <code>handled</code> set, Chatgate returns the first answer and the customer gets one reply, not two.</p>

<h2>Handing over to a person</h2>
<p>The token is a linked device: the phone keeps working as usual, so a colleague can answer straight from WhatsApp on it. The bot only has to step aside and tell someone. Here it writes to a team member's number through the same API; an e-mail or a message in your team chat works just as well.</p>
<pre><code>const AGENT_NUMBER = process.env.AGENT_NUMBER; // digits only, with country code

async function handOver(chatId, text) {
  await send(AGENT_NUMBER, 'Customer ' + chatId + ' asked for a person.', 'handover-' + chatId + '-' + Date.now());
}</code></pre>
<p>Decide when the bot comes back. Here the customer sends MENU; you may also reset chats whose <code>since</code> is more than a day old, so a customer who returns next week gets the menu again.</p>

<h2>Pacing changes how a bot should talk</h2>
<p>With a real WhatsApp connection, every message your token sends, replies included, goes through its paced queue: by default a random 30 to 60 seconds after the previous send, and at most 4 messages per contact per hour. These defaults protect the number from looking like a spam machine, and they shape the design:</p>
<ul>
<li><strong>One reply per customer message.</strong> Put the whole answer in one message instead of a greeting, then the menu, then a link.</li>
<li><strong>Short flows.</strong> A fifth bot message to the same person within an hour waits for the next hour. Menus that answer in one or two steps fit; long questionnaires belong on a web form.</li>
<li><strong>Hand over early.</strong> A person answering from the phone is not held back by the token's queue.</li>
</ul>
<p>A token that only ever answers people who wrote first can be given shorter gaps with <code>PUT /instance/settings</code> (<code>sendDelayMinMs</code>, <code>sendDelayMaxMs</code>, <code>perContactHourlyLimit</code>). Shorter gaps raise the risk of a ban, so change them knowingly, and never on a token that also sends campaigns.</p>

<h2>Trying it out</h2>
<p>Press <strong>Send Test Event</strong> on the <a href="/dashboard/webhooks">Webhooks</a> page to check that signatures verify (the bot ignores <code>webhook.test</code>), then write to the connected number from another phone. Where the sandbox is available (<a href="/dashboard/sandbox">Sandbox Phone</a> under Tools), virtual phones let you hold the whole conversation in the browser, without pacing. The <a href="/dashboard/logs">Logs</a> page shows each delivery and your endpoint's answer, which is the first place to look when the bot stays silent.</p>`,
};

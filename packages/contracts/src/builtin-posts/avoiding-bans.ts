import type { BuiltinPost } from './types';

export const avoidingBans: BuiltinPost = {
  id: 5,
  slug: 'avoiding-bans-opt-in-pacing-and-message-quality',
  title: 'Avoiding Bans: Opt-in, Pacing and Message Quality',
  category: 'Business',
  author: 'Meera Pillai',
  date: '2024-08-06',
  readTime: '6 min read',
  image: '/blog/avoiding-bans-opt-in-pacing-and-message-quality.svg',
  excerpt:
    'WhatsApp bans numbers that behave like spam. Permission, a human pace and messages people are glad to get keep your number, and your customers, on your side.',
  content: String.raw`<p>Every business that messages customers on WhatsApp eventually asks the same question: how do we avoid getting our number banned? The honest answer is that there is no trick. WhatsApp watches how a number behaves and how the people it writes to react. Numbers that look like spam get restricted; numbers whose messages are expected and welcome keep working for years. This article turns that into concrete practice, including the limits Chatgate applies for you.</p>

<h2>What gets numbers banned</h2>
<p>WhatsApp does not publish its rules in detail, but the signals are well known from experience:</p>
<ul>
<li><strong>Spam reports and blocks.</strong> Every time a recipient taps <em>Report</em> or <em>Block</em>, your number loses trust. As few as <strong>5 to 10 spam reports</strong> may be enough for a ban.</li>
<li><strong>Machine-like sending.</strong> Hundreds of messages at a perfectly regular rhythm, or a burst of identical texts to numbers that never wrote to you, look like a bot because they are one.</li>
<li><strong>Writing to strangers.</strong> Messages to numbers that do not have yours saved, and never answer, are the typical pattern of bought lists.</li>
<li><strong>Invalid numbers.</strong> A high share of sends to numbers that are not on WhatsApp suggests a scraped or guessed list.</li>
</ul>
<p>Everything below aims at one thing: every message you send should look, and be, like a message the person wanted.</p>

<h2>1. Start with permission</h2>
<p>Opt-in is the single most effective protection. A person who asked for your messages does not report them.</p>
<ul>
<li><strong>Ask explicitly.</strong> A checkbox on your checkout or sign-up form ("Send my order updates on WhatsApp"), not ticked in advance, or a customer writing to you first.</li>
<li><strong>Say what they will get and how often.</strong> "Delivery updates for your orders" is a promise you can keep; "news and offers" invites reports when the offers arrive.</li>
<li><strong>Record it.</strong> Store when and how each person opted in. When a number is questioned, you can answer.</li>
<li><strong>Make leaving easy, and honour it.</strong> End promotional messages with "Reply STOP to stop these messages", and remove the number as soon as STOP arrives. Someone who cannot unsubscribe will report you instead.</li>
</ul>
<p>Never send to purchased, scraped or "borrowed" lists. They are the fastest route to a ban, and in many countries they also break data-protection law.</p>

<h2>2. Keep a human pace</h2>
<p>Our best practices for every Chatgate customer are simple numbers:</p>
<ul>
<li>Send <strong>at most 4 messages per contact per hour</strong>.</li>
<li>After that, <strong>pause for at least an hour</strong> before writing to that person again.</li>
<li>Leave <strong>random delays of 30 to 60 seconds</strong> between messages.</li>
</ul>
<p>You do not have to build this yourself. With a real WhatsApp connection, each token sends its queue with exactly these defaults: the API accepts your messages at once, and the queue leaves a random 30 to 60 seconds between sends and holds back a contact's fifth message within the hour, while other contacts' messages keep going. A burst from your code never reaches WhatsApp as a burst.</p>
<p>The settings are per token and visible through <code>GET /instance/settings</code>. They can be changed with <code>PUT /instance/settings</code>:</p>
<pre><code>curl -X PUT "https://chatgate.example/api/v1/instance/settings?insid=YOUR_TOKEN_ID" \
  -H "key: YOUR_API_KEY" -H "Content-Type: application/json" \
  -d '{"sendDelayMinMs": 30000, "sendDelayMaxMs": 60000, "perContactHourlyLimit": 4}'</code></pre>
<p>Lowering them raises the risk of a ban. If you are tempted to, ask why: usually the answer is a campaign that is too big for one number, and the fix is to send it over more days, not faster.</p>
<p>Pacing also sets a ceiling you should plan around. At 30 to 60 seconds per message one number sends roughly 1,400 to 2,900 messages a day, and a message still waiting after 24 hours fails as <code>expired</code> instead of arriving late. That is a feature: a "sale ends today" message that arrives tomorrow does more harm than good.</p>

<h2>3. Warm up new numbers</h2>
<p>A number that was silent yesterday and sends a thousand messages today is suspicious whatever it sends. Start a new number with conversations: answer customers who write to you, send to your most engaged contacts first, and grow the daily volume over a few weeks. A complete WhatsApp profile (business name, picture, description, hours) helps recipients recognise you, and recognised senders do not get reported.</p>

<h2>4. Send messages people are glad to get</h2>
<ul>
<li><strong>Be useful and specific.</strong> "Your order A-1042 left our warehouse and arrives Thursday" earns trust; "Big news!!! Click here" spends it.</li>
<li><strong>Say who you are</strong> in the first line of the first message, especially if they have not saved your number.</li>
<li><strong>Personalise for real.</strong> Use the name, the order, the appointment. Identical texts to hundreds of people are what spam filters look for.</li>
<li><strong>Go easy on links.</strong> Link-only messages and URL shorteners look like phishing. Use your own domain and explain what the link is.</li>
<li><strong>Respect the clock.</strong> Send during your customers' daytime. A promotion at 2 a.m. is a report waiting to happen.</li>
<li><strong>Answer replies.</strong> Conversations are the strongest signal that your number is a real business. If a campaign gets replies, make sure someone reads them.</li>
</ul>

<h2>5. Keep your list clean</h2>
<p>Check numbers before the first message with <code>POST /check/checknumberstatus</code> or the <a href="/dashboard/check-whatsapp-number">WhatsApp Number Checker</a>, and drop the ones that are not registered. Watch your <code>failed</code> messages on the <a href="/dashboard/logs">Logs</a> page: a growing share of <em>not registered</em> failures means the list is going stale. Remove contacts who never read or reply after several messages; they are the likeliest to report you next.</p>

<h2>Dos and don'ts at a glance</h2>
<table>
<thead>
<tr><th>Do</th><th>Don't</th></tr>
</thead>
<tbody>
<tr><td>Message people who opted in, and record when</td><td>Send to bought, scraped or shared lists</td></tr>
<tr><td>Keep at most 4 messages per contact per hour, then pause for an hour</td><td>Send follow-up after follow-up to someone who did not answer</td></tr>
<tr><td>Keep random 30 to 60 second gaps (the default)</td><td>Lower the pacing to finish a big campaign sooner</td></tr>
<tr><td>Offer STOP and act on it at once</td><td>Keep writing to someone who asked you to stop</td></tr>
<tr><td>Personalise and say who you are</td><td>Send identical texts or bare links</td></tr>
<tr><td>Check numbers before the first message</td><td>Guess numbers or keep sending to failing ones</td></tr>
<tr><td>Use separate numbers for support and marketing</td><td>Spread one campaign over many numbers to dodge limits</td></tr>
</tbody>
</table>

<h2>If a number gets restricted</h2>
<p>WhatsApp may restrict a number temporarily before banning it. Stop all campaigns on it at once, keep answering only the people who write to you, and find out what changed: a new list, a bigger send, a new message template. A banned number loses its WhatsApp session, and the token no longer shows as connected. Linking another number and repeating the same campaign usually ends the same way: fix the cause first.</p>
<p>Trust builds slowly and breaks quickly. Treat every message as if the recipient will judge your whole business by it, because on WhatsApp they do. If you are just starting, a <a href="/auth/signup">7-day trial</a> is a good time to set up opt-in and message templates before the first real campaign.</p>`,
};

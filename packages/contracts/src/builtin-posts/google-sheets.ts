import type { BuiltinPost } from './types';

export const googleSheets: BuiltinPost = {
  id: 2,
  slug: 'whatsapp-automations-with-google-sheets-and-forms',
  title: 'WhatsApp Automations with Google Sheets and Forms',
  category: 'Google Automation',
  author: 'Neha Kulkarni',
  date: '2024-03-05',
  readTime: '7 min read',
  image: '/blog/whatsapp-automations-with-google-sheets-and-forms.svg',
  excerpt:
    'Bulk sends from a sheet, an inbox that logs every incoming message, and a thank-you message for every Google Form response: the three automations, built with Apps Script.',
  content: String.raw`<p>Every Chatgate plan includes three pre-integrated Google Sheets automations: sending a message to every row of a sheet, logging incoming messages into a sheet, and messaging people who fill in a Google Form. This article builds all three by hand with Google Apps Script and the public API, so you can see exactly what happens and adapt them to your own sheets.</p>

<h2>Setting up</h2>
<p>Open your spreadsheet, choose <em>Extensions</em>, <em>Apps Script</em>, and paste the code from this article into the editor. Then open <em>Project Settings</em> and add two <strong>script properties</strong>:</p>
<ul>
<li><code>CHATGATE_BASE_URL</code>: the base URL from the <a href="/dashboard/apiDocs">Documentation</a> page, ending in <code>/api/v1</code>;</li>
<li><code>CHATGATE_KEY</code>: the API key of the token to send from, copied from the <a href="/dashboard">dashboard</a>.</li>
</ul>
<p>Keep the key out of the sheet itself. Anyone who can view a spreadsheet can read its cells, while script properties are visible only to the script's editors. Everything below goes through one small helper:</p>
<pre><code>const props = PropertiesService.getScriptProperties();

function chatgate(method, path, payload, idempotencyKey) {
  const options = {
    method: method,
    headers: { Authorization: 'Bearer ' + props.getProperty('CHATGATE_KEY') },
    muteHttpExceptions: true, // read error answers instead of throwing
  };
  if (payload) {
    options.contentType = 'application/json';
    options.payload = JSON.stringify(payload);
  }
  if (idempotencyKey) options.headers['Idempotency-Key'] = idempotencyKey;
  const res = UrlFetchApp.fetch(props.getProperty('CHATGATE_BASE_URL') + path, options);
  return { status: res.getResponseCode(), body: JSON.parse(res.getContentText() || '{}') };
}

function toNumber(value) {
  let digits = String(value).replace(/\D/g, '');
  if (digits.length === 10) digits = '91' + digits; // your default country code
  return digits;
}</code></pre>
<p>Chatgate wants numbers as digits only: country code and number, no plus sign. People type <code>+91 98765 43210</code> or <code>098765 43210</code>, so <code>toNumber</code> strips everything else and adds a default country code to bare ten-digit numbers. Adjust that rule for your country.</p>

<h2>Automation 1: send to every row of a sheet</h2>
<p>Make a sheet named <strong>Outbox</strong> with a header row and the columns <em>Phone</em>, <em>Name</em>, <em>Message</em>, <em>Status</em>, <em>Message id</em> and <em>Request key</em>. The message may contain <code>{name}</code>, replaced per row.</p>
<pre><code>function sendPending() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Outbox');
  const rows = sheet.getDataRange().getValues();
  for (let i = 1; i &lt; rows.length; i++) {
    const [phone, name, message, status, , savedKey] = rows[i];
    if (status || !phone || !message) continue; // done already, or incomplete
    const row = i + 1;
    let key = savedKey;
    if (!key) {
      key = Utilities.getUuid();
      sheet.getRange(row, 6).setValue(key);
      SpreadsheetApp.flush(); // the key is saved before the message is sent
    }
    const body = String(message).replace('{name}', name);
    const res = chatgate('post', '/send/text', { to: toNumber(phone), body: body }, key);
    if (res.status === 202) {
      sheet.getRange(row, 4, 1, 2).setValues([['queued', res.body.id]]);
    } else {
      sheet.getRange(row, 4).setValue('error ' + res.status + ': ' + res.body.message);
    }
  }
}</code></pre>
<p>Three details make this safe to run again and again:</p>
<ul>
<li><strong>Rows with a status are skipped</strong>, so running it twice does not message anyone twice. To resend a row on purpose, clear its status.</li>
<li><strong>The request key is written before the send.</strong> If the script stops between the send and writing the status (Apps Script ends any run after six minutes), the next run sends the same <code>Idempotency-Key</code> and Chatgate answers with the first message's id instead of sending again. Keys are remembered for 24 hours.</li>
<li><strong>There is no sleep between rows.</strong> Chatgate accepts each message at once and your token's queue does the pacing: with a real WhatsApp connection, a random 30 to 60 seconds between messages and at most 4 messages per contact per hour.</li>
</ul>
<p>Pacing sets the real capacity of a token. At 30 to 60 seconds per message, one number sends roughly 1,400 to 2,900 messages a day, and a message still queued after 24 hours (the default validity) fails as <code>expired</code> rather than arriving late. A 200-row sheet takes between about 1 hour 40 minutes and 3 hours 20 minutes to go out. Plan big sends across days, and only to people who asked to hear from you.</p>

<h2>Automation 2: log incoming messages into a sheet</h2>
<p>The obvious design is a webhook that posts into the sheet. Apps Script web apps, however, cannot read request headers, so they cannot verify the webhook signature, and an unverified endpoint lets anyone write into your sheet. The event log is a better fit: <code>GET /events?after=N</code> returns everything that happened on the token, in order, from your own script with your own key. A trigger every minute reads what is new.</p>
<p>Add a sheet named <strong>Inbox</strong> with the columns <em>Time</em>, <em>From</em>, <em>Type</em>, <em>Text</em> and <em>Message id</em>:</p>
<pre><code>function pollEvents() {
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(1000)) return; // the previous run is still busy
  try {
    const book = SpreadsheetApp.getActive();
    const inbox = book.getSheetByName('Inbox');
    let after = Number(props.getProperty('EVENTS_AFTER') || 0);
    for (let page = 0; page &lt; 20; page++) {
      const res = chatgate('get', '/events?after=' + after + '&amp;limit=500');
      if (res.status !== 200) throw new Error('events: ' + res.status + ' ' + res.body.message);
      const events = res.body.result;
      if (events.length === 0) break;
      const received = events
        .filter((e) =&gt; e.type === 'message.received')
        .map((e) =&gt; [e.timestamp, e.data.chatId, e.data.type, e.data.body, e.data.id]);
      if (received.length &gt; 0) {
        inbox.getRange(inbox.getLastRow() + 1, 1, received.length, 5).setValues(received);
      }
      updateOutbox(book, events);
      after = res.body.next;
      props.setProperty('EVENTS_AFTER', String(after));
    }
  } finally {
    lock.releaseLock();
  }
}</code></pre>
<p>Each event has a sequence number, <code>seq</code>, that counts up per token without gaps; <code>next</code> in the answer is the last one returned, and the script keeps it as its cursor. If the trigger misses an hour, the next run simply reads more pages. The cursor is saved after the rows are written, so a run that dies in between can write a page twice: the <em>Message id</em> column tells you, and nothing is ever lost. The first run starts from the beginning of the token's history; set <code>EVENTS_AFTER</code> by hand to start later.</p>
<p>The same events also carry the delivery statuses of the messages from automation 1, so the poller can keep the Outbox up to date:</p>
<pre><code>function updateOutbox(book, events) {
  const statuses = events.filter((e) =&gt; e.type === 'message.status');
  if (statuses.length === 0) return;
  const outbox = book.getSheetByName('Outbox');
  const ids = outbox.getRange(1, 5, outbox.getLastRow(), 1).getValues().map((r) =&gt; r[0]);
  for (const e of statuses) {
    const index = ids.indexOf(e.data.id);
    if (index &gt; 0) {
      const status = e.data.error ? e.data.status + ': ' + e.data.error : e.data.status;
      outbox.getRange(index + 1, 4).setValue(status);
    }
  }
}</code></pre>
<p>Events come in order, so the last status written is the newest: <code>queued</code>, then <code>sent</code>, <code>delivered</code> and <code>read</code>, or <code>failed</code> with the reason.</p>

<h2>Automation 3: message everyone who fills in a Google Form</h2>
<p>Link your Google Form to the spreadsheet (in the form's <em>Responses</em> tab) so each answer lands as a new row. Ask for the name (a question titled <em>Name</em>), the number (<em>WhatsApp number</em>) and an explicit opt-in: a checkbox question titled <em>WhatsApp updates</em> with the single option <em>I agree to receive messages on WhatsApp</em>. Then add:</p>
<pre><code>function onFormSubmit(e) {
  const answers = e.namedValues; // { 'Name': ['Asha'], 'WhatsApp number': ['+91 98765 43210'], ... }
  const consent = (answers['WhatsApp updates'] || [''])[0];
  if (!consent) return; // no opt-in, no message
  const name = answers['Name'][0];
  const body = 'Hi ' + name + ', thank you for registering! We will send your confirmation here.';
  const sheet = e.range.getSheet();
  const key = 'form-' + sheet.getSheetId() + '-' + e.range.getRow();
  const res = chatgate('post', '/send/text', { to: toNumber(answers['WhatsApp number'][0]), body: body }, key);
  const result = res.status === 202 ? 'queued ' + res.body.id : 'error ' + res.status + ': ' + res.body.message;
  sheet.getRange(e.range.getRow(), e.range.getLastColumn() + 1).setValue(result);
}</code></pre>
<p>The keys of <code>namedValues</code> are your question titles, so match them to your form. The idempotency key is built from the response row, which matters here: form-submit triggers are known to fire twice for the same response now and then, and with the key the second call returns the first answer instead of a second message.</p>

<h2>Installing the triggers</h2>
<p>Run this once from the editor and accept the permissions Apps Script asks for:</p>
<pre><code>function installTriggers() {
  ScriptApp.newTrigger('pollEvents').timeBased().everyMinutes(1).create();
  ScriptApp.newTrigger('onFormSubmit').forSpreadsheet(SpreadsheetApp.getActive()).onFormSubmit().create();
}</code></pre>
<p><code>sendPending</code> needs no trigger: run it when a list is ready, or add a menu item for it with <code>SpreadsheetApp.getUi().createMenu</code>.</p>

<h2>Before you switch it on</h2>
<ul>
<li>Test with two or three rows holding your own numbers, and watch them on the <a href="/dashboard/logs">Logs</a> page.</li>
<li>A row that ends in <code>error 402</code> means the token's trial or subscription has ended; <code>error 400</code> names the bad field, usually the number.</li>
<li>Every message to a person who did not ask for it raises the risk of spam reports, and 5 to 10 reports may get a number banned. A sheet makes sending easy; the opt-in is what makes it safe.</li>
</ul>
<p>Whether you use the pre-integrated automations from the <a href="/dashboard/gSheet">Google Sheets</a> page of the dashboard or the scripts above, they rest on the same building blocks: <code>/send/text</code>, the event log and an idempotency key.</p>`,
};

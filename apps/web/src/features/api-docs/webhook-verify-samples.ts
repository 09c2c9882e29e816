/** Verifying a delivery with the Standard Webhooks library. */
export const VERIFY_WITH_LIBRARY = `// npm install standardwebhooks express
import express from 'express';
import { Webhook } from 'standardwebhooks';

// The whsec_... secret from PUT /instance/webhook (or POST /instance/webhook/secret).
const webhook = new Webhook(process.env.CHATGATE_WEBHOOK_SECRET);
const app = express();

// Verify the raw body: parsing and re-encoding the JSON would change the signed bytes.
app.post('/chatgate/webhook', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body.toString('utf8'), req.headers);
  } catch {
    return res.sendStatus(400);
  }
  console.log(event.seq, event.type, event.data);
  res.sendStatus(204);
});

app.listen(3000);`;

/** The same check by hand, with Node's crypto module only. */
export const VERIFY_BY_HAND = `import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

/** Returns the event when the signature is valid; throws otherwise. */
export function verifyChatgateWebhook(rawBody, headers, secret) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'] ?? '';
  if (!id || !timestamp) throw new Error('Missing webhook headers');
  // A timestamp that is not a number is refused too (NaN would pass a plain comparison).
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!/^\\d+$/.test(timestamp) || !(age <= TOLERANCE_SECONDS)) {
    throw new Error('Timestamp out of range');
  }

  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  const valid = signatures.split(' ').some((entry) => {
    const [version, signature = ''] = entry.split(',');
    const given = Buffer.from(signature, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) throw new Error('Invalid signature');
  return JSON.parse(rawBody);
}`;

import { VERIFY_BY_HAND } from '../webhook-verify-samples';

/**
 * What each step of the SDK guide takes without the SDK: Node.js's own fetch against the API at
 * `baseUrl` (…/api/v1). Run one after another they make a program (the SDK's tests run them so).
 */
export const RAW_HTTP_STEPS = {
  install: () => '# Nothing to install: fetch is built into Node.js 18 and later.',

  client: (baseUrl: string) => `const BASE_URL = '${baseUrl}';
// The token's id goes in every query, its API key on every request.
const insid = process.env.CHATGATE_TOKEN_ID;
const headers = { key: process.env.CHATGATE_API_KEY };`,

  send: () => `// The same Idempotency-Key on a retry makes it one send;
// on 429, wait Retry-After seconds and send again.
const response = await fetch(\`\${BASE_URL}/send/text?insid=\${insid}\`, {
  method: 'POST',
  headers: {
    ...headers,
    'Content-Type': 'application/json',
    'Idempotency-Key': crypto.randomUUID(),
  },
  body: JSON.stringify({ to: '919812345678', body: 'Hello!' }),
});
if (!response.ok) throw new Error(\`\${response.status} \${await response.text()}\`);
const { id, status } = await response.json(); // 202, status is 'queued'`,

  status: () => `const url = \`\${BASE_URL}/messages/\${id}?insid=\${insid}\`;
const message = await fetch(url, { headers }).then((res) => res.json());
console.log(message.status, message.error);`,

  events: () => `// A page holds the events after the cursor \`after\`;
// \`next\` is the cursor of the page after it.
for (let after = lastSeq; ; ) {
  const url = \`\${BASE_URL}/events?insid=\${insid}&after=\${after}\`;
  const page = await fetch(url, { headers }).then((res) => res.json());
  if (page.result.length === 0) break;
  for (const event of page.result) {
    await handle(event);
    lastSeq = event.seq;
  }
  after = page.next;
}`,

  webhooks: () => VERIFY_BY_HAND,
} satisfies Record<string, (baseUrl: string) => string>;

export type SdkStepId = keyof typeof RAW_HTTP_STEPS;

import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VERIFY_BY_HAND } from './webhook-verify-samples';

type Verify = (body: string, headers: Record<string, string>, secret: string) => unknown;

async function loadSample(): Promise<Verify> {
  const file = join(mkdtempSync(join(tmpdir(), 'verify-')), 'verify.mjs');
  writeFileSync(file, VERIFY_BY_HAND);
  const module = await import(/* @vite-ignore */ pathToFileURL(file).href);
  return module.verifyChatgateWebhook as Verify;
}

const key = Buffer.from('a secret key of 32 bytes exactly');
const secret = `whsec_${key.toString('base64')}`;

/** A delivery signed as the Standard Webhooks spec says. */
function delivery(body: string, at = Math.floor(Date.now() / 1000)) {
  const id = 'msg_2b7d5f1c';
  const signature = createHmac('sha256', key).update(`${id}.${at}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(at),
    'webhook-signature': `v1,bm90IHRoaXMgb25l v1,${signature}`,
  };
}

describe('hand-rolled webhook verification sample', () => {
  it('accepts a correctly signed delivery and returns the event', async () => {
    const verify = await loadSample();
    const body = JSON.stringify({ id: 'e1', type: 'message.status', seq: 1, data: { status: 'read' } });
    expect(verify(body, delivery(body), secret)).toMatchObject({ type: 'message.status', seq: 1 });
  });

  it('rejects a changed body, a wrong secret and an old timestamp', async () => {
    const verify = await loadSample();
    const body = '{"seq":1}';
    expect(() => verify('{"seq":2}', delivery(body), secret)).toThrow('Invalid signature');
    expect(() => verify(body, delivery(body), `whsec_${Buffer.from('other').toString('base64')}`)).toThrow();
    expect(() => verify(body, delivery(body, Math.floor(Date.now() / 1000) - 3600), secret)).toThrow(
      'Timestamp out of range',
    );
  });
});

import type { InstanceEvent } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.close());

/** Reads `event: instance` frames from a Server-Sent Events response. */
async function* instanceEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<InstanceEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (frame.includes('event: instance') && data) yield JSON.parse(data.slice(6));
      end = buffer.indexOf('\n\n');
    }
  }
}

describe('GET /api/v1/dash/wa/events', () => {
  it('refuses a request without a session', async () => {
    expect((await fetch(`${base}/api/v1/dash/wa/events`)).status).toBe(401);
  });

  it('streams a snapshot, the QR, and the connection the moment a phone links', async () => {
    const { token } = await signUpAndLogin(ctx.app, 1);
    const api = apiAs(ctx.app, token);
    const uuid = (await api.post('/auth/fetchUser')).json().uuid;
    const [row] = (await api.post('/dash/wa/fetchInstance', { uuid })).json().result;

    const controller = new AbortController();
    const res = await fetch(`${base}/api/v1/dash/wa/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = instanceEvents(res.body as ReadableStream<Uint8Array>);

    expect((await events.next()).value).toMatchObject({
      insid: row.insid,
      session: 'idle',
      authenticated: 0,
    });
    const qr = (await api.post('/dash/wa/qr', { insid: row.insid })).json().qr;
    expect((await events.next()).value).toMatchObject({ insid: row.insid, session: 'qr', qr });
    await api.post('/sandbox/scan', { qr, phone: '919800000301' });
    expect((await events.next()).value).toMatchObject({
      insid: row.insid,
      session: 'connected',
      authenticated: 1,
      wid: '919800000301',
      qr: null,
    });
    controller.abort();
  });

  it("never shows one user another user's tokens", async () => {
    const a = await signUpAndLogin(ctx.app, 2);
    const b = await signUpAndLogin(ctx.app, 3);
    const aApi = apiAs(ctx.app, a.token);
    const aUuid = (await aApi.post('/auth/fetchUser')).json().uuid;
    const [aRow] = (await aApi.post('/dash/wa/fetchInstance', { uuid: aUuid })).json().result;

    const controller = new AbortController();
    const res = await fetch(`${base}/api/v1/dash/wa/events`, {
      headers: { authorization: `Bearer ${b.token}` },
      signal: controller.signal,
    });
    const events = instanceEvents(res.body as ReadableStream<Uint8Array>);
    const first = (await events.next()).value as InstanceEvent;
    expect(first.insid).not.toBe(aRow.insid);
    await aApi.post('/dash/wa/qr', { insid: aRow.insid });
    const next = await Promise.race([events.next(), new Promise((r) => setTimeout(() => r('quiet'), 500))]);
    expect(next).toBe('quiet');
    controller.abort();
  });
});

import { InstanceMessages, MessagingMessages, PairingMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, trialToken } from '../../../test/linked-token';
import { servedApiOf } from '../../../test/served-api';
import type { MessagingEngine } from '../../engines/engine';
import { EngineError } from '../../engines/engine-error';
import { findToken } from './instances.service';
import { pairingCodeFor } from './pairing.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Dash = Awaited<ReturnType<typeof trialToken>>['dash'];
const tokenRow = async (dash: Dash, uuid: string) =>
  (await dash.post('/dash/wa/fetchInstance', { uuid })).json().result[0];

describe('POST /dash/wa/pairingCode', () => {
  it('gives a code that links the token once the phone types it, then refuses a connected token', async () => {
    const { dash, uuid, insid } = await trialToken(ctx, 'pair1');
    const res = await dash.post('/dash/wa/pairingCode', { insid, phone: '919800007001' });
    expect(res.statusCode).toBe(200);
    const { code, expiresAt } = res.json();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    // The session waits for the phone as it does for a scan.
    expect(await tokenRow(dash, uuid)).toMatchObject({ session: 'qr', authenticated: 0 });

    const typed = await dash.post('/sandbox/pairing-code', {
      code: `${code.slice(0, 4)}-${code.slice(4)}`,
      phone: '919800007001',
    });
    expect(typed.json()).toEqual({ message: 'Phone linked', insid, wid: '919800007001' });
    await expect
      .poll(() => tokenRow(dash, uuid))
      .toMatchObject({ authenticated: 1, wid: '919800007001', session: 'connected' });

    const again = await dash.post('/dash/wa/pairingCode', { insid, phone: '919800007002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PairingMessages.alreadyConnected);
  });

  it('validates the phone number and refuses a number not on WhatsApp in words', async () => {
    const { dash, insid } = await trialToken(ctx, 'pair2');
    const cases: Array<[string, string]> = [
      ['', PairingMessages.phoneRequired],
      ['+919800007003', PairingMessages.phoneDigits],
      ['9198', PairingMessages.phoneLength],
      ['919800007000', PairingMessages.notRegistered],
    ];
    for (const [phone, message] of cases) {
      const res = await dash.post('/dash/wa/pairingCode', { insid, phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("answers 404 for another user's token and 402 for an inactive one", async () => {
    const a = await trialToken(ctx, 'pair3');
    const b = await trialToken(ctx, 'pair4');
    const foreign = await b.dash.post('/dash/wa/pairingCode', { insid: a.insid, phone: '919800007004' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(InstanceMessages.notFound);

    await ctx.db.execute(
      sql`update instances set status = 'Trial Expired', trial = false where id = ${a.insid}`,
    );
    const inactive = await a.dash.post('/dash/wa/pairingCode', { insid: a.insid, phone: '919800007004' });
    expect(inactive.statusCode).toBe(402);
    expect(inactive.json().message).toBe(InstanceMessages.notActive);
  });
});

describe('POST /instance/pairing-code (API key)', () => {
  it('gives a code for the key’s token, in words when the number is not registered', async () => {
    const { dash, insid } = await trialToken(ctx, 'pair5');
    const key = (await dash.post('/dash/wa/showKey', { insid })).json().api_key as string;
    const call = (phone: string, headers: Record<string, string> = { key }, query = '') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/instance/pairing-code${query}`,
        headers,
        payload: { phone },
      });

    const res = await call('919800007005');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      expiresAt: expect.any(String),
    });

    const unregistered = await call('919800007000');
    expect(unregistered.statusCode).toBe(400);
    expect(unregistered.json().message).toBe(PairingMessages.notRegistered);
    expect((await call('12ab')).statusCode).toBe(400);

    expect((await call('919800007005', {})).statusCode).toBe(401);
    const other = await trialToken(ctx, 'pair6');
    const wrongToken = await call('919800007005', { key }, `?insid=${other.insid}`);
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.json().message).toBe(MessagingMessages.wrongToken);
  });

  it('answers 409 when the token is already connected', async () => {
    const token = await linkedToken(ctx, 'pair7', '919800007007');
    const res = await token.call('POST', '/instance/pairing-code', { phone: '919800007008' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: PairingMessages.alreadyConnected });
  });
});

it('answers 503 in words, not 500, when the engine could not ask for a code', async () => {
  const { insid } = await trialToken(ctx, 'pair8');
  const engine = {
    requestPairingCode: async () => {
      throw new EngineError('not-connected', 'WhatsApp could not be reached.');
    },
  } as unknown as MessagingEngine;
  const row = await findToken(ctx.db, insid);
  if (!row) throw new Error('no token');
  await expect(pairingCodeFor({ db: ctx.db, engine }, row, '919800007009')).rejects.toMatchObject({
    status: 503,
    message: PairingMessages.unavailable,
  });
});

it('documents both calls in the OpenAPI document, with their errors', async () => {
  const paths = (await servedApiOf(ctx.app)).paths;
  for (const path of ['/api/v1/instance/pairing-code', '/api/v1/dash/wa/pairingCode']) {
    const post = paths[path]?.post;
    expect(post?.requestBody, path).toBeDefined();
    expect(Object.keys(post.responses), path).toEqual(expect.arrayContaining(['200', '400', '402', '409']));
  }
});

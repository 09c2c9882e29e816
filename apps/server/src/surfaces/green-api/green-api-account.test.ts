import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { greenApiClient, listeningUrl } from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, trialToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('Green-API surface: the instance and its key', () => {
  it("answers getStateInstance through Green-API's own client", async () => {
    const token = await linkedToken(ctx, 'ga-state', '919810030001');
    const client = await greenApiClient(ctx, token);
    expect(await client.instance.getStateInstance()).toEqual({ stateInstance: 'authorized' });
  });

  it('answers starting while the linked phone’s session is not up yet, authorized once it is', async () => {
    const token = await linkedToken(ctx, 'ga-starting', '919810030004');
    const client = await greenApiClient(ctx, token);
    // As Baileys reports a linked session while it (re)connects: not connected, no QR.
    const real = ctx.engine.sessionState.bind(ctx.engine);
    const spy = vi
      .spyOn(ctx.engine, 'sessionState')
      .mockImplementation(async (insid) => (insid === token.insid ? { state: 'idle' } : real(insid)));
    try {
      expect(await client.instance.getStateInstance()).toEqual({ stateInstance: 'starting' });
    } finally {
      spy.mockRestore();
    }
    expect(await client.instance.getStateInstance()).toEqual({ stateInstance: 'authorized' });
  });

  it('calls a token without a linked phone notAuthorized', async () => {
    const { dash, insid } = await trialToken(ctx, 'ga-unlinked');
    const apiKey = (await dash.post('/dash/wa/showKey', { insid })).json().api_key as string;
    const client = await greenApiClient(ctx, { insid, apiKey });
    expect(await client.instance.getStateInstance()).toEqual({ stateInstance: 'notAuthorized' });
  });

  it("refuses a key with another token's id, in Green-API's error shape", async () => {
    const token = await linkedToken(ctx, 'ga-pair', '919810030002');
    const other = await trialToken(ctx, 'ga-pair-other');
    const url = await listeningUrl(ctx);
    const wrongPair = await fetch(`${url}/waInstance${other.insid}/getStateInstance/${token.apiKey}`);
    expect(wrongPair.status).toBe(401);
    expect(await wrongPair.json()).toMatchObject({ code: 401, message: 'Unauthorized' });
    const client = await greenApiClient(ctx, { insid: token.insid, apiKey: 'not-a-key' });
    await expect(client.instance.getStateInstance()).rejects.toMatchObject({ response: { status: 401 } });
  });

  it('keeps the key in the path out of the log of API calls', async () => {
    const token = await linkedToken(ctx, 'ga-log', '919810030003');
    const client = await greenApiClient(ctx, token);
    await client.instance.getStateInstance();
    await expect
      .poll(async () => {
        const rows = await ctx.db.execute<{ path: string }>(
          sql`select path from api_requests where instance_id = ${token.insid}`,
        );
        return rows.rows.map((row) => row.path);
      })
      .toContain(`/waInstance${token.insid}/getStateInstance/[redacted]`);
  });
});

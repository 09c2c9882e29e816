import { MessagingMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greenApiClient } from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, trialToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** getWaSettings is in the client's bundle but not in its type declarations. */
const waSettingsOf = (client: Awaited<ReturnType<typeof greenApiClient>>) =>
  (client.settings as unknown as { getWaSettings(): Promise<unknown> }).getWaSettings();

async function unlinkedClient(n: string) {
  const { dash, insid } = await trialToken(ctx, n);
  const apiKey = (await dash.post('/dash/wa/showKey', { insid })).json().api_key as string;
  return { client: await greenApiClient(ctx, { insid, apiKey }), insid };
}

describe("Green-API surface: the instance, through Green-API's own client", () => {
  it('getWaSettings names the linked number and device; empty while not linked', async () => {
    const token = await linkedToken(ctx, 'ga-wa', '919810035001');
    const client = await greenApiClient(ctx, token);
    expect(await waSettingsOf(client)).toEqual({
      avatar: expect.any(String),
      phone: '919810035001',
      stateInstance: 'authorized',
      deviceId: '919810035001@s.whatsapp.net',
    });
    const { client: unlinked } = await unlinkedClient('ga-wa-unlinked');
    expect(await waSettingsOf(unlinked)).toEqual({
      avatar: '',
      phone: '',
      stateInstance: 'notAuthorized',
      deviceId: '',
    });
  });

  it('getDeviceInfo answers its shape with nothing the linked device cannot know', async () => {
    const token = await linkedToken(ctx, 'ga-device', '919810035002');
    const client = await greenApiClient(ctx, token);
    expect(await client.instance.getDeviceInfo()).toMatchObject({ platform: '', battery: 0 });
  });

  it('qr gives a base64 PNG to scan, and alreadyLogged once linked', async () => {
    const { client } = await unlinkedClient('ga-qr');
    const qr = await client.instance.qr();
    expect(qr.type).toBe('qrCode');
    expect(Buffer.from(qr.message, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const token = await linkedToken(ctx, 'ga-qr-linked', '919810035003');
    const linked = await greenApiClient(ctx, token);
    expect(await linked.instance.qr()).toEqual({
      type: 'alreadyLogged',
      message: 'instance account already authorized',
    });
  });

  it('getAuthorizationCode gives the pairing code for a number on WhatsApp', async () => {
    const { client } = await unlinkedClient('ga-pair-code');
    const answer = await client.instance.getAuthorizationCode(919810035004);
    expect(answer).toEqual({ status: true, code: expect.stringMatching(/^[A-Z0-9]{8}$/) });
    await expect(client.instance.getAuthorizationCode(919810035000)).rejects.toMatchObject({
      response: { status: 400, data: { code: 400 } },
    });
  });

  it('checkWhatsapp tells a registered number from one that is not', async () => {
    const token = await linkedToken(ctx, 'ga-check', '919810035005');
    const client = await greenApiClient(ctx, token);
    expect(await client.instance.checkWhatsapp(919810035006)).toEqual({ existsWhatsapp: true });
    expect(await client.instance.checkWhatsapp(919810035000)).toEqual({ existsWhatsapp: false });
  });

  it('reboot restarts the session; logout unlinks the phone', async () => {
    const token = await linkedToken(ctx, 'ga-reboot', '919810035007');
    const client = await greenApiClient(ctx, token);
    expect(await client.instance.reboot()).toEqual({ isReboot: true });
    expect(await client.instance.getStateInstance()).toEqual({ stateInstance: 'authorized' });
    expect(await client.instance.logout()).toEqual({ isLogout: true });
    await expect
      .poll(async () => (await client.instance.getStateInstance()).stateInstance)
      .toBe('notAuthorized');
    await expect(client.instance.reboot()).rejects.toMatchObject({ response: { status: 409 } });
  });

  it("refuses linking and checking on a token that is not active with Green-API's 466", async () => {
    const token = await linkedToken(ctx, 'ga-inactive', '919810035008');
    const client = await greenApiClient(ctx, token);
    await ctx.db.execute(
      sql`update instances set trial = false, status = 'Trial Expired' where id = ${token.insid}`,
    );
    await expect
      .poll(() => client.instance.checkWhatsapp(919810035006).catch((error) => error.response.status))
      .toBe(466);
    await expect(client.instance.qr()).rejects.toMatchObject({
      response: {
        status: 466,
        data: { code: 466, message: 'Quota exceeded', description: MessagingMessages.notActive },
      },
    });
    // Reading the state needs no active token.
    expect(await client.instance.getStateInstance()).toEqual({ stateInstance: 'authorized' });
  });
});

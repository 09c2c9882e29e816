import whatsAppClient from '@green-api/whatsapp-api-client';
import { expect } from 'vitest';
import type { TestContext } from './harness';

/**
 * Green-API's own JavaScript client, set up as its README shows, pointed at a test server that
 * listens on loopback: `host` and `media` are both simply our URL.
 */
export async function greenApiClient(ctx: TestContext, token: { insid: string; apiKey: string }) {
  const host = await listeningUrl(ctx);
  return whatsAppClient.restAPI({
    host,
    media: host,
    idInstance: token.insid,
    apiTokenInstance: token.apiKey,
  });
}

/** The test server's URL, listening on a free loopback port once (inject serves the other tests). */
export async function listeningUrl(ctx: TestContext): Promise<string> {
  const address = ctx.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return listeningUrl(ctx);
}

type Client = Awaited<ReturnType<typeof greenApiClient>>;
export type GreenNotice = { receiptId: number; body: Record<string, unknown> };

/** The client's receiveNotification, as the plain JSON it answers (null after its 5 s wait). */
export const receiveNotice = async (client: Client) =>
  (await client.webhookService.receiveNotification()) as unknown as GreenNotice | null;

/** Reads the queue with the client, deleting each notification, until it answers null. */
export async function drainNotices(client: Client): Promise<GreenNotice[]> {
  const seen: GreenNotice[] = [];
  for (let notice = await receiveNotice(client); notice; ) {
    seen.push(notice);
    expect(await client.webhookService.deleteNotification(notice.receiptId)).toEqual({ result: true });
    notice = await receiveNotice(client);
  }
  return seen;
}

/** The sandbox phone `phone` (the token owner's, opened first) writes `body` to `to`. */
export async function phoneWrites(
  token: { dash: { post(url: string, body?: object): Promise<{ statusCode: number; body: string }> } },
  phone: string,
  to: string,
  body: string,
) {
  await token.dash.post('/sandbox/phones', { phone });
  const res = await token.dash.post(`/sandbox/phones/${phone}/reply`, { to, body });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A plain fetch of a link the server handed out (PUBLIC_URL is not this test server's address:
 * the path is fetched here), with no key or other header.
 */
export async function fetchLink(ctx: TestContext, link: string): Promise<Response> {
  const { pathname } = new URL(link);
  return fetch(`${await listeningUrl(ctx)}${pathname}`);
}

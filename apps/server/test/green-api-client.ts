import whatsAppClient from '@green-api/whatsapp-api-client';
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

import { listeningUrl } from '../../../apps/server/test/green-api-client';
import type { TestContext } from '../../../apps/server/test/harness';
import { linkedToken } from '../../../apps/server/test/linked-token';
import { Chatgate, type ChatgateOptions } from '../src/index';

/**
 * A new account's token linked to the sandbox phone `phone`, with an SDK client of it over real
 * HTTP: the test server listens on a loopback port, as a customer's server reaches Chatgate.
 */
export async function sdkToken(
  ctx: TestContext,
  n: number | string,
  phone: string,
  options: Partial<ChatgateOptions> = {},
) {
  const token = await linkedToken(ctx, n, phone);
  const baseUrl = await listeningUrl(ctx);
  return { ...token, baseUrl, chatgate: new Chatgate({ apiKey: token.apiKey, baseUrl, ...options }) };
}

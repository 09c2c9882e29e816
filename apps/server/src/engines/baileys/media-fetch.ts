import { Agent } from 'undici';
import { guardedConnector } from '../../jobs/guarded-connect';

/**
 * The dispatcher Baileys fetches customers' media URLs with (the socket config's `options`):
 * it refuses hosts that resolve to loopback, private or link-local addresses, as webhooks do,
 * so a URL cannot make the server reach its own network (a name that resolves there later
 * included, which the check at accept time cannot see).
 */
export function guardedMediaDispatcher(allowPrivate: boolean): Agent {
  return new Agent({ connect: guardedConnector(allowPrivate) });
}

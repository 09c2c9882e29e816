import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from '../../security/private-address';

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** A webhook URL must be http(s), and its host must resolve only to public addresses (unless allowed). */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'The webhook URL is not a valid URL.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: 'The webhook URL must use http or https.' };
  if (url.username || url.password)
    return { ok: false, reason: 'The webhook URL must not contain credentials.' };
  if (allowPrivate) return { ok: true, url };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true })
        .then((all) => all.map((a) => a.address))
        .catch(() => []);
  if (addresses.length === 0) return { ok: false, reason: 'The webhook host does not resolve.' };
  if (addresses.some(isPrivateAddress)) {
    return { ok: false, reason: 'The webhook URL points to a private, loopback or link-local address.' };
  }
  return { ok: true, url };
}

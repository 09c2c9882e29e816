import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** True for addresses a customer webhook must not reach: loopback, private, link-local, and the like. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    v6.startsWith('fe8') ||
    v6.startsWith('fe9') ||
    v6.startsWith('fea') ||
    v6.startsWith('feb') ||
    v6.startsWith('ff')
  );
}

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

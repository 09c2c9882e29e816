import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges the server must not reach for a customer: this host, its networks, and addresses no public host has. */
const REFUSED_IPV4: Array<[network: string, prefix: number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** IPv6 ranges refused outright (those that carry an IPv4 address are judged by it instead). */
const REFUSED_IPV6: Array<[network: string, prefix: number]> = [
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: tunnels to an IPv4 address hidden in the address
  ['2001:db8::', 32], // documentation
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blockList = (ranges: Array<[string, number]>, family: 'ipv4' | 'ipv6') => {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family);
  return list;
};
const refusedV4 = blockList(REFUSED_IPV4, 'ipv4');
const refusedV6 = blockList(REFUSED_IPV6, 'ipv6');

/** A valid IPv6 address as its eight 16-bit words (a dotted IPv4 tail becomes the last two). */
function ipv6Words(address: string): number[] {
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((w) => w.toString(16)).join(':'),
  );
  const [head = '', tail] = hex.split('::');
  const words = (part: string) => (part ? part.split(':').map((w) => Number.parseInt(w, 16)) : []);
  if (tail === undefined) return words(head);
  const [front, back] = [words(head), words(tail)];
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const dotted = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 address stands for, where connecting to it reaches that IPv4 host:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, which includes :: and ::1),
 * IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
function embeddedIPv4(words: number[]): string | null {
  const [w0, w1, w2, w3, w4, w5, w6 = 0, w7 = 0] = words;
  const zeroUpTo = (n: number) => words.slice(0, n).every((w) => w === 0);
  if (zeroUpTo(5) && (w5 === 0xffff || w5 === 0)) return dotted(w6, w7);
  if (zeroUpTo(4) && w4 === 0xffff && w5 === 0) return dotted(w6, w7);
  if (w0 === 0x64 && w1 === 0xff9b && [w2, w3, w4, w5].every((w) => w === 0)) return dotted(w6, w7);
  if (w0 === 0x2002) return dotted(w1 ?? 0, w2 ?? 0);
  return null;
}

/**
 * True for an address a customer's URL must not make the server reach: loopback, private,
 * link-local, multicast and reserved ranges, in any of the IPv6 spellings that lead to an IPv4
 * host (`[::ffff:127.0.0.1]` is 127.0.0.1). False for anything that is not an IP address.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (isIPv4(bare)) return refusedV4.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const v4 = embeddedIPv4(ipv6Words(bare));
  return v4 === null ? refusedV6.check(bare, 'ipv6') : refusedV4.check(v4, 'ipv4');
}

/**
 * Whether the URL names this machine or a private network outright (localhost, or a private IP
 * address): refused when given, before any lookup. Names are checked again when fetched.
 */
export function namesLocalHost(url: URL): boolean {
  // `localhost.` (a fully qualified name) is the same host as `localhost`.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host));
}

import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import { isPrivateAddress } from '../security/private-address';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

const refusal = (address: string) =>
  Object.assign(new Error(`refused private address ${address}`), { code: 'EPRIVATE' });

/** dns.lookup that fails when a name resolves to a private address. */
function guardedLookup(hostname: string, options: object, callback: LookupCallback) {
  lookup(hostname, options, (err, address: string | LookupAddress[], family?: number) => {
    if (err) return callback(err, address, family);
    const all = Array.isArray(address) ? address.map((a) => a.address) : [address];
    const refused = all.find(isPrivateAddress);
    callback(refused ? refusal(refused) : null, address, family);
  });
}

/**
 * The connector for undici dispatchers that reach customers' URLs (webhooks, media): it refuses
 * loopback, private and link-local addresses (unless the operator allows them) when the
 * connection is made, so a name whose DNS answer changed after the URL was checked is caught,
 * and so is an IP address in the URL, which Node connects to without any lookup.
 */
export function guardedConnector(allowPrivate: boolean): buildConnector.connector {
  if (allowPrivate) return buildConnector({});
  const connect = buildConnector({ lookup: guardedLookup } as buildConnector.BuildOptions);
  return (options, callback) => {
    if (isIP(options.hostname) && isPrivateAddress(options.hostname))
      return callback(refusal(options.hostname), null);
    return connect(options, callback);
  };
}

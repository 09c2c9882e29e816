import { type LookupAddress, lookup } from 'node:dns';
import { isPrivateAddress } from '../modules/webhooks/url-safety';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup for outgoing webhook connections that refuses private addresses (unless allowed). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    lookup(hostname, options, (err, address: string | LookupAddress[], family?: number) => {
      if (err || allowPrivate) return callback(err, address, family);
      const all = Array.isArray(address) ? address.map((a) => a.address) : [address];
      const refused = all.find(isPrivateAddress);
      if (refused)
        return callback(
          Object.assign(new Error(`refused private address ${refused}`), { code: 'EPRIVATE' }),
          address,
          family,
        );
      callback(null, address, family);
    });
  };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const INS_ID_PREFIX = 'ins_';
export const INS_ID_RANDOM_LENGTH = 20;

/** Fills a byte array with random values (crypto.getRandomValues by default). */
export type RandomFill = (bytes: Uint8Array) => Uint8Array;
const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/**
 * A new token id for createInstance: "ins_" and 20 base62 characters (about 119 bits). Bytes of
 * 248 and above are drawn again so every character is equally likely.
 */
export function generateInsId(fill: RandomFill = cryptoFill): string {
  let id = INS_ID_PREFIX;
  while (id.length < INS_ID_PREFIX.length + INS_ID_RANDOM_LENGTH) {
    for (const byte of fill(new Uint8Array(32))) {
      if (byte >= 248) continue;
      id += BASE62[byte % 62];
      if (id.length === INS_ID_PREFIX.length + INS_ID_RANDOM_LENGTH) break;
    }
  }
  return id;
}

import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/client';
import { openSecret } from './webhooks.service';

/** More sealed secrets than this and the cache starts again (rotations leave old ones behind). */
const MAX_KEYS = 10_000;

/**
 * The Standard Webhooks signer of each sealed signing secret, opened once. A rotated secret is
 * sealed anew, so it is a new entry; the old one is asked for until its overlap ends.
 */
export class SigningKeys {
  private readonly signers = new Map<string, Promise<Webhook>>();
  private readonly bearers = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  /**
   * The `webhook-signature` header of a delivery: signed with the current secret and, while a
   * rotation's overlap lasts, with the replaced one too (space-separated, as Standard Webhooks
   * allows; a receiver accepts the delivery when any signature matches).
   */
  async signature(
    secrets: { current: string; previous: string | null },
    id: string,
    at: Date,
    body: string,
  ): Promise<string> {
    const ciphers = secrets.previous ? [secrets.current, secrets.previous] : [secrets.current];
    const signers = await Promise.all(ciphers.map((cipher) => this.signer(cipher)));
    return signers.map((signer) => signer.sign(id, at, body)).join(' ');
  }

  signer(cipher: string): Promise<Webhook> {
    return opened(this.signers, cipher, () =>
      openSecret(this.db, cipher).then((secret) => new Webhook(secret)),
    );
  }

  /** The Bearer token a Green-API-format webhook sends (its webhookUrlToken), opened once. */
  bearer(cipher: string): Promise<string> {
    return opened(this.bearers, cipher, () => openSecret(this.db, cipher));
  }
}

/** What `cache` holds for the cipher, opened by `open` the first time (and again after a failure). */
function opened<T>(cache: Map<string, Promise<T>>, cipher: string, open: () => Promise<T>): Promise<T> {
  let value = cache.get(cipher);
  if (!value) {
    if (cache.size >= MAX_KEYS) cache.clear();
    value = open();
    value.catch(() => cache.delete(cipher));
    cache.set(cipher, value);
  }
  return value;
}

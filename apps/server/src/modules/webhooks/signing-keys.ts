import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/client';
import { openSecret } from './webhooks.service';

/** More sealed secrets than this and the cache starts again (rotations leave old ones behind). */
const MAX_KEYS = 10_000;

/**
 * The Standard Webhooks signer of each sealed signing secret, opened once. A rotated secret is
 * sealed anew, so it is a new entry and the old one is simply no longer asked for.
 */
export class SigningKeys {
  private readonly signers = new Map<string, Promise<Webhook>>();

  constructor(private readonly db: Db) {}

  signer(cipher: string): Promise<Webhook> {
    let signer = this.signers.get(cipher);
    if (!signer) {
      if (this.signers.size >= MAX_KEYS) this.signers.clear();
      signer = openSecret(this.db, cipher).then((secret) => new Webhook(secret));
      signer.catch(() => this.signers.delete(cipher));
      this.signers.set(cipher, signer);
    }
    return signer;
  }
}

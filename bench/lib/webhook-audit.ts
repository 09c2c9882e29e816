import type { Webhook } from 'standardwebhooks';
import type { Arrival } from './receiver';

export interface Signer {
  insid: string;
  verifier: Webhook;
}

/**
 * What is wrong with the webhook requests of a run: duplicates (one webhook-id twice), bad
 * signatures (or another token's event), and expected events (by data.body) that never came.
 * A request's path ends in the index of its token in `tokens`.
 */
export function audit(arrivals: Arrival[], tokens: Signer[], bodies: string[]) {
  const ids = new Set<string>();
  const seen = new Set<string>();
  let duplicates = 0;
  let badSignatures = 0;
  for (const arrival of arrivals) {
    const token = tokens[Number(arrival.path.split('/').pop())];
    const id = String(arrival.headers['webhook-id']);
    if (ids.has(id)) duplicates++;
    ids.add(id);
    try {
      const event = token?.verifier.verify(arrival.body, arrival.headers as Record<string, string>) as {
        insid: string;
        data: { body: string };
      };
      if (event.insid !== token?.insid) badSignatures++;
      seen.add(event.data.body);
    } catch {
      badSignatures++;
    }
  }
  const missing = bodies.filter((b) => !seen.has(b)).length;
  return { duplicates, badSignatures, missing, exactlyOnce: duplicates + badSignatures + missing === 0 };
}

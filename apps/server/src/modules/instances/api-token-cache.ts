import type { ApiToken } from '../../http/api-key-guard';

const MAX_ENTRIES = 10_000;
/** A safety net only: changes are normally forgotten the moment they commit. */
const TTL_MS = 60_000;

/**
 * The tokens behind recently used API keys, by key hash, so a send call needs no look-up query.
 * Entries are forgotten when their token changes; a read that overlapped a change is not cached,
 * since it may have seen the row before the change committed.
 */
export class ApiTokenCache {
  private readonly entries = new Map<string, { token: ApiToken; at: number }>();
  private generation = 0;

  get(hash: string): ApiToken | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (Date.now() - entry.at > TTL_MS) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.token;
  }

  /** Call before reading the database; pass the result to `set`. */
  begin(): number {
    return this.generation;
  }

  set(hash: string, token: ApiToken, readAt: number): void {
    if (readAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, { token, at: Date.now() });
  }

  forget(insid: string): void {
    this.generation++;
    for (const [hash, entry] of this.entries) if (entry.token.id === insid) this.entries.delete(hash);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

import type { WAVersion } from '@whiskeysockets/baileys';

/** Where the version in use came from: WA_WEB_VERSION, WhatsApp Web itself, or the one Baileys ships. */
export type WebVersionSource = 'override' | 'fetched' | 'bundled';

/** What Baileys' `fetchLatestWaWebVersion` answers: the bundled version and an error when it could not fetch. */
export interface LatestWebVersion {
  version: WAVersion;
  isLatest: boolean;
  error?: unknown;
}

const RETRY_FETCH_MS = 60_000;

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** `2.3000.1023456789` -> [2, 3000, 1023456789]; undefined for anything else. */
export function parseWebVersion(text: string): WAVersion | undefined {
  const parts = text.trim().split('.');
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return undefined;
  return parts.map(Number) as WAVersion;
}

export const webVersionText = (version: WAVersion) => version.join('.');

/**
 * The WhatsApp Web version sockets announce. WhatsApp refuses a session whose version it no longer
 * takes (close 405), so the current one is fetched at start when the network allows, else the
 * bundled one is used; WA_WEB_VERSION pins one. After a refusal `refused` fetches again, and says
 * whether that gave a version other than the refused one (worth retrying at once).
 */
export class WaWebVersion {
  private version: WAVersion;
  private from: WebVersionSource;
  private loading: Promise<WAVersion> | undefined;
  private fetchedAt = 0;

  constructor(
    private readonly options: {
      bundled: WAVersion;
      override?: WAVersion;
      /** Baileys' fetchLatestWaWebVersion in production; the fake network's in tests. */
      fetchLatest: () => Promise<LatestWebVersion>;
      log?: Log;
    },
  ) {
    this.version = options.override ?? options.bundled;
    this.from = options.override ? 'override' : 'bundled';
  }

  get current(): { version: string; source: WebVersionSource } {
    return { version: webVersionText(this.version), source: this.from };
  }

  /**
   * The version to connect with; the first call fetches it (unless pinned), later ones reuse it. A
   * fetch that failed (no network at start) is tried again, at most once every RETRY_FETCH_MS.
   */
  ready(): Promise<WAVersion> {
    if (this.options.override) return Promise.resolve(this.version);
    const failedLongAgo = this.from === 'bundled' && Date.now() - this.fetchedAt > RETRY_FETCH_MS;
    if (!this.loading || failedLongAgo) this.loading = this.fetch();
    return this.loading;
  }

  /** WhatsApp refused `version`: fetch the current one; true when it differs from the refused one. */
  async refused(version: WAVersion): Promise<boolean> {
    this.options.log?.warn({ version: webVersionText(version) }, 'WhatsApp refused the WhatsApp Web version');
    this.loading = this.fetch();
    const next = await this.loading;
    return webVersionText(next) !== webVersionText(version);
  }

  private async fetch(): Promise<WAVersion> {
    this.fetchedAt = Date.now();
    const latest = await this.options.fetchLatest().catch((error: unknown) => ({ isLatest: false, error }));
    if (latest.isLatest && 'version' in latest) {
      this.version = latest.version;
      this.from = 'fetched';
    } else if (this.from !== 'fetched') {
      // Keep a version fetched earlier over the bundled one: it is newer.
      this.version = this.options.override ?? this.options.bundled;
      this.from = this.options.override ? 'override' : 'bundled';
    }
    const { version, source } = this.current;
    const err = latest.error;
    this.options.log?.info({ version, source, ...(err ? { err } : {}) }, 'WhatsApp Web version in use');
    return this.version;
  }
}

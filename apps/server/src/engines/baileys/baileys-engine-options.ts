import type { OutageHolding } from '../../db/outage-holding';
import type { MediaStore } from '../../modules/media/media-store';
import type { SocketFactory } from './baileys-socket';
import type { WaWebVersion } from './wa-web-version';

export interface BaileysEngineOptions {
  factory: SocketFactory;
  /** The WhatsApp Web version sockets announce (fetched, pinned by WA_WEB_VERSION, or bundled). */
  webVersion: WaWebVersion;
  /** A pino-compatible logger for Baileys itself. */
  logger: unknown;
  qrTtlMs: number;
  /** How long a token waits for its QR to be scanned before the session stops. */
  qrLifetimeMs: number;
  maxFailures: number;
  backoffMs?: (attempt: number) => number;
  /** How Baileys fetches media URLs (a dispatcher refusing private addresses). */
  fetchOptions?: RequestInit;
  /** Where received files are kept. */
  media: MediaStore;
  /** How auth state writes wait out a database outage, kept on disk (the process runtime's). */
  holding: OutageHolding;
  /** The largest received file kept (default 64 MB). */
  maxIncomingMediaBytes?: number;
  /** Devices that may be linking (showing a QR) at once; more new links wait (answer idle). */
  maxLinking?: number;
  /** How long startSession waits for a QR or an open connection (default 4.5 s). */
  startTimeoutMs?: number;
  /** How long a connection attempt may go unanswered before the watchdog ends it (default 30 s). */
  connectDeadlineMs?: number;
  /** Sessions connecting at once while resuming after a restart (default 10). */
  resumeConcurrency?: number;
  /** The longest one resuming session holds its place among them (default 5 s, at most the connect deadline). */
  resumeSlotMs?: number;
}

import makeWASocket, { DEFAULT_CONNECTION_CONFIG, fetchLatestWaWebVersion } from '@whiskeysockets/baileys';
import pino from 'pino';
import type { Config } from '../../config';
import type { DurableDb } from '../../db/outage-holding';
import { createMediaStore } from '../../modules/media/media-store';
import { BaileysEngine } from './baileys-engine';
import { guardedMediaDispatcher } from './media-fetch';
import { parseWebVersion, WaWebVersion } from './wa-web-version';

/** WhatsApp rotates a linking QR about every 20 s. */
const QR_TTL_MS = 20_000;
/** How long the WhatsApp Web version fetch may take before the bundled version is used. */
const VERSION_FETCH_TIMEOUT_MS = 3_000;

/** The real engine: sockets from makeWASocket, Baileys logging through the server's logger. */
export function createBaileysEngine(
  config: Config,
  { db, holding }: DurableDb,
  log?: { child(bindings: object): unknown },
) {
  const logger = log?.child({ module: 'baileys' }) ?? pino({ level: 'warn' });
  const override = config.WA_WEB_VERSION ? parseWebVersion(config.WA_WEB_VERSION) : undefined;
  const webVersion = new WaWebVersion({
    bundled: DEFAULT_CONNECTION_CONFIG.version,
    ...(override && { override }),
    fetchLatest: () => fetchLatestWaWebVersion({ signal: AbortSignal.timeout(VERSION_FETCH_TIMEOUT_MS) }),
    log: logger as ConstructorParameters<typeof WaWebVersion>[0]['log'],
  });
  // Fetched now, at start, so the first QR does not wait for it.
  void webVersion.ready();
  return new BaileysEngine(db, {
    holding,
    webVersion,
    factory: (socketConfig) => makeWASocket(socketConfig),
    logger,
    qrTtlMs: QR_TTL_MS,
    qrLifetimeMs: config.WA_QR_LIFETIME_MS,
    maxFailures: config.WA_MAX_RECONNECTS,
    media: createMediaStore(config.mediaDir),
    fetchOptions: {
      dispatcher: guardedMediaDispatcher(config.WEBHOOK_ALLOW_PRIVATE ?? false),
    } as RequestInit,
  });
}

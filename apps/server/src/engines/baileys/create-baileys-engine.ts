import makeWASocket from '@whiskeysockets/baileys';
import pino from 'pino';
import type { Config } from '../../config';
import type { DurableDb } from '../../db/outage-holding';
import { createMediaStore } from '../../modules/media/media-store';
import { BaileysEngine } from './baileys-engine';
import { guardedMediaDispatcher } from './media-fetch';

/** WhatsApp rotates a linking QR about every 20 s. */
const QR_TTL_MS = 20_000;

/** The real engine: sockets from makeWASocket, Baileys logging through the server's logger. */
export function createBaileysEngine(
  config: Config,
  { db, holding }: DurableDb,
  log?: { child(bindings: object): unknown },
) {
  return new BaileysEngine(db, {
    holding,
    factory: (socketConfig) => makeWASocket(socketConfig),
    logger: log?.child({ module: 'baileys' }) ?? pino({ level: 'warn' }),
    qrTtlMs: QR_TTL_MS,
    qrLifetimeMs: config.WA_QR_LIFETIME_MS,
    maxFailures: config.WA_MAX_RECONNECTS,
    media: createMediaStore(config.mediaDir),
    fetchOptions: {
      dispatcher: guardedMediaDispatcher(config.WEBHOOK_ALLOW_PRIVATE ?? false),
    } as RequestInit,
  });
}

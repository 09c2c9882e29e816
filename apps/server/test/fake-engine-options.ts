import pino from 'pino';
import type { OutageHolding } from '../src/db/outage-holding';
import type { BaileysEngineOptions } from '../src/engines/baileys/baileys-engine-options';
import { createMediaStore } from '../src/modules/media/media-store';
import type { FakeWhatsApp } from './fake-whatsapp';

/** What a Baileys engine on the fake WhatsApp network is made with: WhatsApp's QR timings, Baileys silent. */
export function fakeEngineOptions(
  wa: FakeWhatsApp,
  { mediaDir, holding }: { mediaDir: string; holding: OutageHolding },
  options: Partial<BaileysEngineOptions> = {},
): BaileysEngineOptions {
  return {
    factory: wa.factory,
    logger: pino({ level: 'silent' }),
    qrTtlMs: 20_000,
    qrLifetimeMs: 60_000,
    maxFailures: 3,
    media: createMediaStore(mediaDir),
    holding,
    ...options,
  };
}

import pino from 'pino';
import type { OutageHolding } from '../src/db/outage-holding';
import type { BaileysEngineOptions } from '../src/engines/baileys/baileys-engine-options';
import { parseWebVersion, WaWebVersion } from '../src/engines/baileys/wa-web-version';
import { createMediaStore } from '../src/modules/media/media-store';
import type { FakeWhatsApp } from './fake-whatsapp';

const BUNDLED_WEB_VERSION = [2, 3000, 1000000000] as const;

/** The WhatsApp Web version as the fake network serves it (never the real one: no network here). */
export function fakeWebVersion(wa: FakeWhatsApp, override?: string): WaWebVersion {
  const pinned = override ? parseWebVersion(override) : undefined;
  return new WaWebVersion({
    bundled: [...BUNDLED_WEB_VERSION],
    ...(pinned && { override: pinned }),
    fetchLatest: async () => {
      const version = parseWebVersion(wa.latestWebVersion());
      if (!version) throw new Error('fake-whatsapp: no version');
      return { version, isLatest: true };
    },
  });
}

/** What a Baileys engine on the fake WhatsApp network is made with: WhatsApp's QR timings, Baileys silent. */
export function fakeEngineOptions(
  wa: FakeWhatsApp,
  { mediaDir, holding }: { mediaDir: string; holding: OutageHolding },
  options: Partial<BaileysEngineOptions> = {},
): BaileysEngineOptions {
  return {
    factory: wa.factory,
    webVersion: fakeWebVersion(wa),
    logger: pino({ level: 'silent' }),
    qrTtlMs: 20_000,
    qrLifetimeMs: 60_000,
    maxFailures: 3,
    media: createMediaStore(mediaDir),
    holding,
    ...options,
  };
}

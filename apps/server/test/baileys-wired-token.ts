import type { BaileysEngine } from '../src/engines/baileys/baileys-engine';
import { wireEngineEvents } from '../src/jobs/session-host/engine-events';
import type { baileysHarness } from './baileys-harness';

type Harness = Awaited<ReturnType<typeof baileysHarness>>;

/**
 * How to wire an engine's events to the harness's database as the session host does (`wire`,
 * answering the unwiring); what the wiring logged as failed is in `errors`.
 */
export function engineWiring(h: Harness) {
  const errors: unknown[] = [];
  const wire = (engine: BaileysEngine) =>
    wireEngineEvents(
      { ...h.ctx.runtime, engine },
      { error: (obj) => errors.push(obj) },
      h.ctx.config.publicUrl,
    );
  return { errors, wire };
}

/** A token linked to a new phone on the harness's engine, `senders` registered, and engineWiring. */
export async function linkedWiredToken(h: Harness, senders: string[]) {
  const insid = await h.newToken();
  const started = await h.engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  const phone = h.phone();
  await h.link(started.qr, phone);
  for (const sender of senders) h.wa.registerPhone(sender);
  return { insid, phone, ...engineWiring(h) };
}

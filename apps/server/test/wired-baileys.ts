import type { InstanceStateEvent } from '@chatgate/contracts';
import { expect } from 'vitest';
import type { BaileysEngineOptions } from '../src/engines/baileys/baileys-engine-options';
import { wireEngineEvents } from '../src/jobs/session-host/engine-events';
import { eventsAfter } from '../src/modules/events/events.queries';
import { baileysHarness } from './baileys-harness';

/**
 * The Baileys harness with its engine's events wired to the database as the session host wires
 * the process's engine: links, unlinks and instance.state events are stored.
 */
export async function wiredBaileysHarness(options: Partial<BaileysEngineOptions> = {}) {
  const h = await baileysHarness(options);
  const unwire = wireEngineEvents(
    { ...h.ctx.runtime, engine: h.engine },
    { error: () => {} },
    'http://chatgate.test',
  );
  let n = 0;
  const stateEvents = async (insid: string): Promise<InstanceStateEvent[]> =>
    (await eventsAfter(h.ctx.db, insid, 0, 1000))
      .filter((event) => event.type === 'instance.state')
      .map((event) => event.data as InstanceStateEvent);
  return {
    ...h,
    /** The token's instance.state events so far, oldest first. */
    stateEvents,
    /** A new token linked to a new phone, once its `connected` event is stored. */
    linked: async () => {
      const insid = await h.newToken();
      const phone = `9172000${String(++n).padStart(5, '0')}`;
      const started = await h.engine.startSession(insid);
      if (started.state !== 'qr') throw new Error('expected a QR');
      await h.link(started.qr, phone);
      await expect.poll(async () => (await stateEvents(insid)).at(-1)?.state).toBe('connected');
      return { insid, phone };
    },
    close: async () => {
      unwire();
      await h.close();
    },
  };
}

export type WiredBaileys = Awaited<ReturnType<typeof wiredBaileysHarness>>;

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BufferJSON, type WAMessage } from '@whiskeysockets/baileys';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { linkedWiredToken } from '../../../test/baileys-wired-token';
import { receivedEvents } from '../../../test/received-events';
import { OutageHolding } from '../../db/outage-holding';
import { BaileysEngine } from './baileys-engine';

type Harness = Awaited<ReturnType<typeof baileysHarness>>;

const SENDERS = ['919876500201', '919876500202', '919876500203'];
const TOTAL = 500;
/** The message whose file downloads when the process dies: the ones after it wait behind it. */
const STALLED = 200;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The WhatsApp ids of the messages in the journal's entries on disk. */
async function journaledIds(root: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const base = path.join(root, 'received-inbound');
  for (const token of await readdir(base).catch(() => [])) {
    for (const name of await readdir(path.join(base, token))) {
      if (!name.endsWith('.json')) continue;
      const texts = JSON.parse(await readFile(path.join(base, token, name), 'utf8')) as string[];
      for (const text of texts) ids.add((JSON.parse(text, BufferJSON.reviver) as WAMessage).key.id ?? '');
    }
  }
  return ids;
}

describe('Baileys inbound journal: what was handed over outlives the process', () => {
  let h: Harness;
  let root: string;
  const engines: BaileysEngine[] = [];
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'chatgate-inbound-journal-'));
    h = await baileysHarness({ holding: new OutageHolding(root) });
  });
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.close();
    await h.close();
    await rm(root, { recursive: true, force: true });
  });

  it('an engine dropped mid-burst (no stop, no flush) loses nothing: the next one on the same journal stores each message once', {
    timeout: 120_000,
  }, async () => {
    const { insid, phone, errors, wire } = await linkedWiredToken(h, SENDERS);
    const unwireFirst = wire(h.engine);

    const ids: string[] = [];
    const sendTexts = async (from: number, to: number) => {
      for (let n = from; n < to; n++) {
        ids[n] = h.wa.phoneSends(SENDERS[n % SENDERS.length] as string, phone, `m${n}`);
        if (n % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await sendTexts(0, STALLED);
    // WhatsApp hands some of them again (an ack it did not get): a repeat in the journal too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let n = 0; n < STALLED; n += 7) h.wa.redeliver(phone, ids[n] as string);
    const cdn = h.wa.stallMediaDownloads();
    const photo = await h.wa.phoneSendsMedia(SENDERS[0] as string, phone, {
      kind: 'image',
      bytes: PNG,
      mimetype: 'image/png',
      caption: `m${STALLED}`,
    });
    ids[STALLED] = photo.id;
    await sendTexts(STALLED + 1, TOTAL);

    // Everything before the photo is stored; the photo and all after it were handed over and
    // wait in memory (behind its download) and in the journal on disk.
    await expect
      .poll(async () => (await receivedEvents(h.ctx.db, insid)).length, { timeout: 30_000, interval: 200 })
      .toBe(STALLED);
    const waiting = ids.slice(STALLED);
    await expect
      .poll(async () => {
        const onDisk = await journaledIds(root);
        return waiting.filter((id) => !onDisk.has(id));
      })
      .toEqual([]);

    // The process dies: its events go nowhere, its socket is gone, its queue is never drained.
    unwireFirst();
    await h.engine.stopSession(insid);
    cdn.serveAgain();

    const next = new BaileysEngine(h.ctx.db, h.engineOptions);
    engines.push(next);
    const unwire = wire(next);
    expect(await next.recover()).toBe(1);

    await expect
      .poll(async () => (await receivedEvents(h.ctx.db, insid)).length, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(TOTAL);
    await new Promise((resolve) => setTimeout(resolve, 500)); // a late duplicate would show by now
    const events = await receivedEvents(h.ctx.db, insid);
    const bodies = events.map((e) => e.body);
    expect(bodies).toHaveLength(TOTAL);
    expect(new Set(bodies)).toEqual(
      new Set(Array.from({ length: TOTAL }, (_, n) => (n === STALLED ? `[image] m${n}` : `m${n}`))),
    );
    // The second engine downloaded the file the first one never got.
    const stalled = events.find((e) => e.body === `[image] m${STALLED}`);
    expect(stalled?.media).toBeTruthy();
    expect(stalled?.mediaError).toBeUndefined();
    // Stored, so dropped from the journal.
    await expect.poll(async () => (await journaledIds(root)).size).toBe(0);
    expect(errors).toEqual([]);
    unwire();
    // What the dropped engine held in memory ends (into nothing), so the harness can stop it.
    cdn.dropStalled();
  });
});

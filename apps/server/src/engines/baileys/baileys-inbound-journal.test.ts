import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { engineWiring, linkedWiredToken } from '../../../test/baileys-wired-token';
import { expectBurstStoredOnce } from '../../../test/burst-stored-once';
import { journaledIds } from '../../../test/journaled-ids';
import { receivedEvents } from '../../../test/received-events';
import { BURST, STALLED, sendStalledBurst } from '../../../test/stalled-burst';
import { OutageHolding } from '../../db/outage-holding';
import { BaileysEngine } from './baileys-engine';

type Harness = Awaited<ReturnType<typeof baileysHarness>>;

const SENDERS = ['919876500201', '919876500202', '919876500203'];
const CHILD = path.resolve(import.meta.dirname, '../../../test/inbound-kill-child.ts');

/** The ids the child printed once it was handed the whole burst; rejects if it exits first. */
function handedBy(child: ChildProcess): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('HANDED '));
      if (line) resolve(JSON.parse(line.slice('HANDED '.length)) as string[]);
    });
    child.stderr?.on('data', (d) => {
      err += d;
    });
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before the burst:\n${err}`)));
  });
}

describe('Baileys inbound journal: what was handed over outlives the process (decision 0048)', () => {
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

    const { ids, cdn } = await sendStalledBurst(h.wa, phone, SENDERS);

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

    const stalled = await expectBurstStoredOnce(h.ctx.db, insid, root);
    // The second engine downloaded the file the first one never got.
    expect(stalled?.media).toBeTruthy();
    expect(stalled?.mediaError).toBeUndefined();
    expect(errors).toEqual([]);
    unwire();
    // What the dropped engine held in memory ends (into nothing), so the harness can stop it.
    cdn.dropStalled();
  });

  it('a process killed mid-burst: every message it was handed ends in the event log once, through the next engine', {
    timeout: 180_000,
  }, async () => {
    const insid = await h.newToken();
    const phone = h.phone();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CHILD, h.ctx.config.DATABASE_URL ?? '', root, insid, phone, SENDERS.join(',')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const handed = await handedBy(child);
    child.kill('SIGKILL');
    await exited;
    expect(handed).toHaveLength(BURST);
    // What the killed process held in memory (behind the stalled download) was not stored.
    expect((await receivedEvents(h.ctx.db, insid)).length).toBeLessThanOrEqual(STALLED);
    expect([...(await journaledIds(root))]).toEqual(expect.arrayContaining(handed.slice(STALLED)));

    // A new process: its WhatsApp knows the device, its engine the same journal directory.
    h.wa.adoptDevice(phone);
    for (const sender of SENDERS) h.wa.registerPhone(sender);
    const { errors, wire } = engineWiring(h);
    const next = new BaileysEngine(h.ctx.db, h.engineOptions);
    engines.push(next);
    const unwire = wire(next);
    expect(await next.recover()).toBe(1);

    const photo = await expectBurstStoredOnce(h.ctx.db, insid, root);
    // Its file was on the killed process's fake media server, gone with it: it arrives saying so.
    expect(photo).toMatchObject({ mediaError: expect.any(String) });
    expect(errors).toEqual([]);
    unwire();
  });
});

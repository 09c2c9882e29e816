import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WAMessage } from '@whiskeysockets/baileys';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutageHolding } from '../../db/outage-holding';
import { InboundJournal } from './inbound-journal';

const INSID = '7103000001';
const message = (n: number): WAMessage => ({
  key: { remoteJid: '919876500301@s.whatsapp.net', fromMe: false, id: `ID${n}` },
  messageTimestamp: 1_780_000_000 + n,
  message: { imageMessage: { url: `https://mmg.whatsapp.net/${n}`, mediaKey: new Uint8Array([n, 1, 2]) } },
});
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the inbound journal', () => {
  let root: string;
  const logged: unknown[] = [];
  const log = { error: (obj: object) => void logged.push(obj) };
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'chatgate-inbound-'));
    logged.length = 0;
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
  const entries = () => readdir(path.join(root, 'received-inbound', INSID)).catch(() => []);

  it('keeps what one tick hands over in one entry, dropped once every message of it was stored', async () => {
    const journal = new InboundJournal(new OutageHolding(root), log);
    const done = [...journal.keep(INSID, [message(1), message(2)]), ...journal.keep(INSID, [message(3)])];
    await expect.poll(entries).toHaveLength(1);
    done[0]?.();
    done[2]?.();
    await tick();
    expect(await entries()).toHaveLength(1);
    done[1]?.();
    await expect.poll(entries).toHaveLength(0);
  });

  it('hands what was not stored to the next replay as it was received, byte fields too', async () => {
    const first = new InboundJournal(new OutageHolding(root), log);
    first.keep(INSID, [message(1), message(2)]);
    await expect.poll(entries).toHaveLength(1);
    const taken: WAMessage[] = [];
    const next = new InboundJournal(new OutageHolding(root), log);
    expect(await next.replay(INSID, async (messages) => void taken.push(...messages))).toBe(2);
    expect(taken.map((m) => m.key)).toEqual([message(1).key, message(2).key]);
    expect(taken[1]?.messageTimestamp).toBe(message(2).messageTimestamp);
    expect(Buffer.from(taken[1]?.message?.imageMessage?.mediaKey ?? [])).toEqual(Buffer.from([2, 1, 2]));
    expect(taken[1]?.message?.imageMessage?.mediaKey).toBeInstanceOf(Uint8Array);
    expect(await entries()).toHaveLength(0);
  });

  it('receives on when the disk refuses the journal, saying so', async () => {
    const blocked = path.join(root, 'blocked');
    await writeFile(blocked, 'not a directory');
    const unkept: unknown[] = [];
    const journal = new InboundJournal(new OutageHolding(blocked, (err) => unkept.push(err)), log);
    const done = journal.keep(INSID, [message(1)]);
    await expect.poll(() => unkept.length).toBe(1);
    expect(() => done[0]?.()).not.toThrow();
  });

  it('keeps no more than its bound waiting, saying so once', async () => {
    const journal = new InboundJournal(new OutageHolding(root), log, 2);
    const done = journal.keep(INSID, [message(1), message(2)]);
    journal.keep(INSID, [message(3)]);
    journal.keep(INSID, [message(4)]);
    expect(logged).toHaveLength(1);
    for (const stored of done) stored();
    journal.keep(INSID, [message(5)]);
    await expect.poll(entries).toHaveLength(1);
    expect(logged).toHaveLength(1);
  });
});

import { DisconnectReason } from '@whiskeysockets/baileys';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { linkedWiredToken } from '../../../test/baileys-wired-token';
import { disconnect } from '../../../test/fake-whatsapp/wa-ids';
import { receivedEvents } from '../../../test/received-events';
import { BaileysEngine } from './baileys-engine';

type Harness = Awaited<ReturnType<typeof baileysHarness>>;

const SENDERS = ['919876500101', '919876500102', '919876500103', '919876500104'];
const TOTAL = 1_000;
/** Every tenth message reuses the WhatsApp id the message before it had in another chat. */
const reusesId = (n: number) => n % 10 === 9;

/**
 * Every third insert into messages fails as a deadlock would (40P01): a sequence counts the
 * statements, as its count is not rolled back with the failed statement.
 */
async function failEveryThirdInsert(h: Harness) {
  await h.ctx.db.execute(
    sql.raw(`
    create sequence burst_inserts;
    create function burst_fail() returns trigger language plpgsql as $$
    begin
      if nextval('burst_inserts') % 3 = 0 then
        raise exception 'deadlock detected (simulated)' using errcode = '40P01';
      end if;
      return null;
    end $$;
    create trigger burst_fail before insert on messages for each statement execute function burst_fail();`),
  );
  return async () => {
    await h.ctx.db.execute(sql.raw('drop trigger burst_fail on messages'));
    return Number(
      (await h.ctx.db.execute<{ n: string }>(sql`select last_value as n from burst_inserts`)).rows[0]?.n,
    );
  };
}

describe('Baileys inbound: a burst through failing commits, a lost connection and a restart', () => {
  let h: Harness;
  const engines: BaileysEngine[] = [];
  beforeEach(async () => {
    h = await baileysHarness();
  });
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.close();
    await h.close();
  });

  it('stores every distinct message once, by its id within its chat, none dropped', {
    timeout: 120_000,
  }, async () => {
    const { insid, phone, errors, wire } = await linkedWiredToken(h, SENDERS);
    let unwire = wire(h.engine);
    const restoreInserts = await failEveryThirdInsert(h);

    const ids: string[] = [];
    const send = (n: number) => {
      const sender = SENDERS[n % SENDERS.length] as string;
      ids[n] = h.wa.phoneSends(sender, phone, `m${n}`, reusesId(n) ? ids[n - 1] : undefined);
    };
    /** WhatsApp hands some messages again: every fifth one so far, as an offline stanza. */
    const redeliverSome = async (upTo: number) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (let n = 0; n < upTo; n += 5) h.wa.redeliver(phone, ids[n] as string);
    };
    const sendRange = async (from: number, to: number) => {
      for (let n = from; n < to; n++) {
        send(n);
        if (n % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
      }
    };

    // Live, then again after the connection dropped (what came meanwhile arrives as `append`).
    await sendRange(0, 300);
    await redeliverSome(300);
    await h.wa.sockets.at(-1)?.end(disconnect('Connection Lost', DisconnectReason.connectionLost));
    await sendRange(300, 500);
    // The process stops; the messages of the next minutes wait on WhatsApp for the device.
    await h.engine.close();
    unwire();
    await sendRange(500, 800);
    const next = new BaileysEngine(h.ctx.db, h.engineOptions);
    engines.push(next);
    unwire = wire(next);
    expect(await next.recover()).toBe(1);
    await sendRange(800, TOTAL);
    await redeliverSome(TOTAL);

    await expect
      .poll(async () => (await receivedEvents(h.ctx.db, insid)).length, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(TOTAL);
    await new Promise((resolve) => setTimeout(resolve, 500)); // a late duplicate would show by now
    const bodies = (await receivedEvents(h.ctx.db, insid)).map((e) => e.body);
    expect(bodies).toHaveLength(TOTAL);
    expect(new Set(bodies)).toEqual(new Set(Array.from({ length: TOTAL }, (_, n) => `m${n}`)));
    // The database really refused part of the writes.
    expect(await restoreInserts()).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    unwire();
  });
});

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusesUntil } from '../../../test/engine-contract-support';
import { linkedSimToken, type SimulatorHarness, simulatorHarness } from '../../../test/simulator-harness';
import { recordStatements } from '../../../test/statement-recorder';
import type { OutgoingMessage } from '../engine';

const text = (to: string, body: string): OutgoingMessage => ({ kind: 'text', id: randomUUID(), to, body });

/** How many phones hold a message to each kind of recipient: a group has two other members. */
const COPIES = {
  registered: 1,
  new: 1,
  listener: 1,
  repeat: 1,
  earlier: 1,
  unregistered: 0,
  closed: 0,
  channel: 0,
  group: 2,
};
type Kind = keyof typeof COPIES;

/** Where each message of the burst goes; `repeat` is the message before it again. */
const PLAN = `registered new unregistered listener registered repeat group new registered closed
  registered channel earlier new new unregistered registered group listener registered
  new closed registered repeat registered new group registered unregistered registered`
  .split(/\s+/)
  .map((kind) => kind as Kind);

/** The burst of PLAN for a token of its own, after one message to `registered` that was read. */
async function burstFor(h: SimulatorHarness, insid: string, listenerPhone: string, closedGroup: string) {
  const group = await h.engine.createGroup(insid, 'Crew', [h.registered, listenerPhone]);
  const channel = await h.engine.createChannel(insid, 'News');
  const earlier = text(h.registered, 'earlier');
  const read = statusesUntil(h.engine, earlier.id, 'read');
  await h.engine.send(insid, earlier);
  await read;
  const messages: OutgoingMessage[] = [];
  for (const [i, kind] of PLAN.entries()) {
    const to = {
      registered: h.registered,
      new: h.phone(),
      unregistered: `9198123${String(i).padStart(2, '0')}000`,
      listener: listenerPhone,
      group: group.id,
      closed: closedGroup,
      channel: channel.id,
    };
    const previous = messages.at(-1) as OutgoingMessage;
    messages.push(kind === 'repeat' ? previous : kind === 'earlier' ? earlier : text(to[kind], `m${i}`));
  }
  return messages;
}

/** What the token's messages went through: each message's statuses, and the order of their first ones. */
function recordStatuses(h: SimulatorHarness, insid: string, messages: OutgoingMessage[]) {
  const indexOf = (id: string) => messages.findIndex((m) => m.id === id);
  const perMessage = messages.map((): string[] => []);
  const firsts: number[] = [];
  h.engine.on('status', (e) => {
    if (e.insid !== insid) return;
    const i = indexOf(e.messageId);
    if (perMessage[i]?.length === 0) firsts.push(i);
    perMessage[i]?.push(e.error ? `${e.status}: ${e.error}` : e.status);
  });
  return { perMessage, firsts };
}

async function copiesOf(h: SimulatorHarness, messages: OutgoingMessage[]) {
  const counts = await h.ctx.db.execute<{ id: string; n: number }>(
    sql`select coalesce(source_id, id) as id, count(*)::int as n from sim_messages
      where coalesce(source_id, id) in (${sql.join(
        messages.map((m) => sql`${m.id}::uuid`),
        sql`, `,
      )}) group by 1`,
  );
  const byId = new Map(counts.rows.map((r) => [r.id, r.n]));
  return messages.map((m) => byId.get(m.id) ?? 0);
}

describe('simulator sendMany', () => {
  it('ends every message of a mixed burst as sending them one at a time does, each stored once', async () => {
    // Delivery waits long enough for both bursts to be handed over before any receipt, and reads
    // come long enough after it that a group's two "delivered" come before either "read" (with
    // 20 ms, a loaded machine interleaved them differently for the two tokens).
    const h = await simulatorHarness({ deliveryDelayMs: 1000, readDelayMs: 300 });
    try {
      const listenerPhone = h.phone();
      const listener = await linkedSimToken(h, listenerPhone);
      const stranger = await linkedSimToken(h, h.phone());
      const closed = await h.engine.createGroup(stranger, 'Closed', [h.registered]);
      const received: string[] = [];
      h.engine.on(
        'message',
        (e) => e.insid === listener && received.push(`${e.message.from} ${e.message.body}`),
      );

      const [oneByOne, together] = [await linkedSimToken(h, h.phone()), await linkedSimToken(h, h.phone())];
      const [singles, burst] = await Promise.all([
        burstFor(h, oneByOne, listenerPhone, closed.id),
        burstFor(h, together, listenerPhone, closed.id),
      ]);
      const single = recordStatuses(h, oneByOne, singles);
      const many = recordStatuses(h, together, burst);
      for (const message of singles) await h.engine.send(oneByOne, message);
      expect(await h.engine.sendMany?.(together, burst)).toEqual({ sent: PLAN.length });
      await sleep(1800);

      expect(many.perMessage).toEqual(single.perMessage);
      expect(many.firsts).toEqual(single.firsts);
      expect(many.perMessage[0]).toEqual(['sent', 'delivered', 'read']);
      expect(many.perMessage[2]).toEqual(['failed: The number is not registered on WhatsApp.']);
      expect(many.perMessage[9]).toEqual(['failed: This token is not a member of the group.']);
      expect(many.perMessage[12]).toEqual(['read']);
      const expectedCopies = PLAN.map((kind) => COPIES[kind]);
      expect(await copiesOf(h, burst)).toEqual(expectedCopies);
      expect(await copiesOf(h, singles)).toEqual(expectedCopies);
      const phoneOf = async (insid: string) => (await h.engine.sessionState(insid)) as { wid: string };
      const [singlesPhone, burstPhone] = [(await phoneOf(oneByOne)).wid, (await phoneOf(together)).wid];
      const from = (phone: string) => received.filter((r) => r.startsWith(phone)).map((r) => r.split(' ')[1]);
      expect(from(burstPhone)).toEqual(['m3', 'm18']);
      expect(from(singlesPhone)).toEqual(from(burstPhone));
    } finally {
      await h.close();
    }
  });

  it('stores a burst of direct messages with a few statements, receipts included', async () => {
    const h = await simulatorHarness({ deliveryDelayMs: 0, readDelayMs: 0 });
    try {
      const insid = await linkedSimToken(h, h.phone());
      const burst = Array.from({ length: 50 }, (_, i) => text(i % 2 ? h.registered : h.phone(), `b${i}`));
      const lastRead = statusesUntil(h.engine, (burst.at(-1) as OutgoingMessage).id, 'read');
      const statements = recordStatements(h.ctx.db);
      expect(await h.engine.sendMany?.(insid, burst)).toEqual({ sent: 50 });
      await lastRead;
      const simStatements = statements.matching(/\bsim_/);
      statements.stop();
      // Linked phone, recipients, new phones, inbox rows; then delivered and read in one (the
      // phone reads at once).
      expect(simStatements.length).toBe(5);
    } finally {
      await h.close();
    }
  });

  it('stops at a message that cannot be stored, after handing over the ones before it', async () => {
    const h = await simulatorHarness();
    try {
      const insid = await linkedSimToken(h, h.phone());
      const good = [text(h.registered, 'one'), text(h.registered, 'two')];
      const broken = { ...text(h.registered, 'bad id'), id: 'not-a-uuid' };
      const after = text(h.registered, 'never');
      const seen: string[] = [];
      h.engine.on('status', (e) => e.status !== 'delivered' && e.status !== 'read' && seen.push(e.messageId));
      const result = await h.engine.sendMany?.(insid, [...good, broken, after]);
      expect(result).toMatchObject({ sent: 2, error: expect.anything() });
      expect(seen).toEqual(good.map((m) => m.id));
      expect(await h.receivedBy(h.registered, after.id)).toBe(0);
      await expect(h.engine.send(insid, broken)).rejects.toBeDefined();
    } finally {
      await h.close();
    }
  });

  it('fails every message of a token with no phone linked', async () => {
    const h = await simulatorHarness();
    try {
      const insid = await h.newToken();
      const failed: string[] = [];
      h.engine.on('status', (e) => e.insid === insid && failed.push(`${e.status}: ${e.error}`));
      const burst = [text(h.registered, 'a'), text(h.registered, 'b')];
      expect(await h.engine.sendMany?.(insid, burst)).toEqual({ sent: 2 });
      expect(failed).toEqual(Array(2).fill('failed: The token is not connected to a phone.'));
    } finally {
      await h.close();
    }
  });
});

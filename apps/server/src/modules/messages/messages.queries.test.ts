import { randomUUID } from 'node:crypto';
import { NOT_ACKNOWLEDGED } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { statusEventsOf } from '../../../test/message-status-events';
import { recordStatements } from '../../../test/statement-recorder';
import { eventsAfter } from '../events/events.queries';
import { toMessageView } from './message-view';
import { advanceStatuses, findMessage, insertIncoming } from './messages.queries';
import { enqueueMany } from './outbound-queue.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * A new account's trial token. It has no linked phone, so the sender leaves its messages queued
 * and the statuses below are only the ones the test writes.
 */
const unlinkedToken = (n: number) => trialToken(ctx, `mq${n}`);

/** Three messages (a, b, c) queued for a new unlinked token. */
async function threeQueued(n: number) {
  const token = await unlinkedToken(n);
  const queued = (body: string) => ({
    insid: token.insid,
    content: { kind: 'text' as const, to: '919812345678', body },
    validitySeconds: null,
  });
  const { ids } = await enqueueMany(ctx.db, [queued('a'), queued('b'), queued('c')]);
  const [a, b, c] = ids as [string, string, string];
  return { token, a, b, c };
}

/** The token's newest event, which must describe the message as it is stored now. */
async function lastEventMatchesRow(insid: string, id: string, type: string) {
  const events = await eventsAfter(ctx.db, insid, 0, 1000);
  const last = events[events.length - 1];
  const row = await findMessage(ctx.db, id);
  expect(row).toBeDefined();
  expect(last?.type).toBe(type);
  // Event bodies are made in SQL, in the statement that writes the row: the same view the API shows.
  expect(last?.data).toEqual(toMessageView(row as NonNullable<typeof row>));
  return events.length;
}

describe('message writes with their events in one statement', () => {
  it('gives queued, status and incoming events the API view of the row', async () => {
    const token = await unlinkedToken(1);
    const { ids } = await enqueueMany(ctx.db, [
      {
        insid: token.insid,
        content: { kind: 'text', to: '919812345678', body: 'hello' },
        validitySeconds: 60,
      },
    ]);
    const id = ids[0] as string;
    const before = await eventsAfter(ctx.db, token.insid, 0, 1000);
    expect(before.some((e) => (e.data as { id?: string }).id === id)).toBe(true);

    const failed = await advanceStatuses(ctx.db, [{ id, status: 'failed', error: 'expired' }]);
    expect([...failed.ids]).toEqual([id]);
    const count = await lastEventMatchesRow(token.insid, id, 'message.status');

    // Statuses only move forward: a late "sent" changes nothing and adds no event.
    const late = await advanceStatuses(ctx.db, [{ id, status: 'sent' }]);
    expect(late.ids.size).toBe(0);
    expect((await eventsAfter(ctx.db, token.insid, 0, 1000)).length).toBe(count);

    const incomingId = randomUUID();
    // A group member's photo: the event shows the author and the file (not the store's ref).
    const file = {
      ref: 'stored:ab12',
      url: 'http://x/media',
      mimeType: 'image/png',
      size: 3,
      fileName: 'a.png',
    };
    const row = {
      id: incomingId,
      instanceId: token.insid,
      remote: '120363012345678901@g.us',
      type: 'image',
      body: '[image a.png]',
      payload: { author: '919811112222', senderLid: '215346712345678@lid', file, engineRef: { id: '3A01' } },
    };
    expect([...(await insertIncoming(ctx.db, [row])).ids]).toEqual([incomingId]);
    await lastEventMatchesRow(token.insid, incomingId, 'message.received');
    const last = (await eventsAfter(ctx.db, token.insid, 0, 1000)).at(-1);
    expect(last?.data).toMatchObject({
      author: '919811112222',
      senderLid: '215346712345678@lid',
      media: { url: 'http://x/media', size: 3 },
    });
    expect(JSON.stringify(last?.data)).not.toContain('stored:');
    // The same id again (an engine retry) is stored once, with one event.
    expect((await insertIncoming(ctx.db, [row])).ids.size).toBe(0);
    expect((await eventsAfter(ctx.db, token.insid, 0, 1000)).length).toBe(count + 1);
  });

  // A spreadsheet cell or an engine's message can hold one; jsonb refuses it, a text column does not.
  it('stores a lone UTF-16 surrogate as U+FFFD instead of failing the batch it came with', async () => {
    const token = await unlinkedToken(4);
    const content = (body: string) => ({ kind: 'text' as const, to: '919812345678', body });
    const queued = (body: string) => ({ insid: token.insid, content: content(body), validitySeconds: null });
    const { ids } = await enqueueMany(ctx.db, [queued('broken \uD800 text'), queued('fine')]);
    const [broken, fine] = await Promise.all(ids.map((id) => findMessage(ctx.db, id as string)));
    expect(broken?.body).toBe('broken \uFFFD text');
    expect(broken?.payload).toMatchObject({ body: 'broken \uFFFD text' });
    expect(fine?.body).toBe('fine');

    const incomingId = randomUUID();
    const incoming = {
      id: incomingId,
      instanceId: token.insid,
      remote: '919800000001',
      type: 'text',
      payload: null,
    };
    await insertIncoming(ctx.db, [{ ...incoming, body: '\uDC00 alone' }]);
    expect((await findMessage(ctx.db, incomingId))?.body).toBe('\uFFFD alone');
  });

  it('applies repeats of one message in the order given, one event each', async () => {
    const token = await unlinkedToken(2);
    const { ids } = await enqueueMany(ctx.db, [
      { insid: token.insid, content: { kind: 'text', to: '919812345678', body: 'x' }, validitySeconds: null },
    ]);
    const id = ids[0] as string;
    const start = (await eventsAfter(ctx.db, token.insid, 0, 1000)).length;
    await advanceStatuses(ctx.db, [
      { id, status: 'failed', error: 'first' },
      { id, status: 'failed', error: 'second' },
    ]);
    // Failed does not outrank failed: the second report is ignored.
    const events = await eventsAfter(ctx.db, token.insid, 0, 1000);
    expect(events.length).toBe(start + 1);
    expect(events.at(-1)?.data).toMatchObject({ error: 'first' });
  });

  it('writes each forward step of a batch once, in order, skipping reports that cannot apply', async () => {
    const token = await unlinkedToken(3);
    const { ids } = await enqueueMany(ctx.db, [
      { insid: token.insid, content: { kind: 'text', to: '919812345678', body: 'y' }, validitySeconds: null },
    ]);
    const id = ids[0] as string;
    const start = (await eventsAfter(ctx.db, token.insid, 0, 1000)).length;
    // The sender reports the hand-over and the engine WhatsApp's ack, both "sent"; a late "sent"
    // follows "delivered".
    const changed = await advanceStatuses(ctx.db, [
      { id, status: 'sent', handedOver: true },
      { id, status: 'sent' },
      { id, status: 'delivered' },
      { id, status: 'sent' },
      { id, status: 'read' },
    ]);
    expect([...changed.ids]).toEqual([id]);
    const events = (await eventsAfter(ctx.db, token.insid, 0, 1000)).slice(start);
    expect(events.map((e) => (e.data as { status: string }).status)).toEqual(['sent', 'delivered', 'read']);
    expect((await findMessage(ctx.db, id))?.status).toBe('read');
  });
  it('writes several steps of several messages in one statement, each step with its own event', async () => {
    const { token, a, b, c } = await threeQueued(5);
    const start = (await eventsAfter(ctx.db, token.insid, 0, 1000)).length;
    const statements = recordStatements(ctx.db);
    const changed = await advanceStatuses(ctx.db, [
      { id: a, status: 'sent' },
      { id: b, status: 'sent' },
      { id: a, status: 'delivered' },
      { id: b, status: 'failed', error: 'not on WhatsApp' },
      { id: a, status: 'read' },
      { id: c, status: 'delivered' },
    ]);

    expect(statements.matching(/status text, error text/)).toHaveLength(1);
    statements.stop();
    expect(new Set(changed.ids)).toEqual(new Set([a, b, c]));
    const events = (await eventsAfter(ctx.db, token.insid, 0, 1000)).slice(start);
    const steps = events.map((e) => e.data as { id: string; status: string; error: string | null });
    expect(steps.map((e) => [e.id, e.status, e.error])).toEqual([
      [a, 'sent', null],
      [b, 'sent', null],
      [a, 'delivered', null],
      [b, 'failed', 'not on WhatsApp'],
      [a, 'read', null],
      [c, 'delivered', null],
    ]);
    // Numbered in that order, without gaps.
    expect(events.map((e) => e.seq - (events[0]?.seq ?? 0))).toEqual([0, 1, 2, 3, 4, 5]);
    const [rowA, rowB, rowC] = await Promise.all([a, b, c].map((id) => findMessage(ctx.db, id)));
    expect([rowA?.status, rowB?.status, rowC?.status]).toEqual(['read', 'failed', 'delivered']);
    expect(rowB?.error).toBe('not on WhatsApp');
    // A message is sent when one of its steps was "sent"; a "delivered" alone does not say when.
    expect(rowA?.sentAt).not.toBeNull();
    expect(rowB?.sentAt).not.toBeNull();
    expect(rowC?.sentAt).toBeNull();
    // The last step's event shows the row as stored.
    expect(steps[4]).toEqual(toMessageView(rowA as NonNullable<typeof rowA>));
  });

  it('keeps a hand-over apart from WhatsApp’s ack: one sent event, and only a missing ack fails late', async () => {
    const { a, b, c } = await threeQueued(6);
    const acked = async (id: string) => (await findMessage(ctx.db, id))?.ackedAt !== null;

    // Handed over, then acknowledged: the ack only stamps acked_at.
    await advanceStatuses(ctx.db, [{ id: a, status: 'sent', handedOver: true }]);
    expect(await acked(a)).toBe(false);
    const ack = await advanceStatuses(ctx.db, [{ id: a, status: 'sent' }]);
    expect([...ack.ids]).toEqual([a]);
    expect(await acked(a)).toBe(true);
    expect(await statusEventsOf(ctx.db, a)).toEqual(['queued', 'sent']);
    // An acknowledged message cannot fail as not acknowledged.
    expect(
      (await advanceStatuses(ctx.db, [{ id: a, status: 'failed', error: NOT_ACKNOWLEDGED }])).ids.size,
    ).toBe(0);

    // The engine's ack committed before the sender's hand-over: the hand-over changes nothing.
    await advanceStatuses(ctx.db, [{ id: b, status: 'sent' }]);
    expect((await advanceStatuses(ctx.db, [{ id: b, status: 'sent', handedOver: true }])).ids.size).toBe(0);
    expect(await acked(b)).toBe(true);

    // Not acknowledged, then the ack and a receipt come late: sent, then delivered, error cleared.
    await advanceStatuses(ctx.db, [{ id: c, status: 'sent', handedOver: true }]);
    const handedOverAt = (await findMessage(ctx.db, c))?.sentAt;
    await advanceStatuses(ctx.db, [{ id: c, status: 'failed', error: NOT_ACKNOWLEDGED }]);
    await advanceStatuses(ctx.db, [
      { id: c, status: 'sent' },
      { id: c, status: 'delivered' },
    ]);
    const row = await findMessage(ctx.db, c);
    expect([row?.status, row?.error, row?.sentAt, await acked(c)]).toEqual([
      'delivered',
      null,
      handedOverAt,
      true,
    ]);
    expect(await statusEventsOf(ctx.db, c)).toEqual([
      'queued',
      'sent',
      'failed: not acknowledged',
      'sent',
      'delivered',
    ]);
    // Any other failure is final.
    await advanceStatuses(ctx.db, [{ id: c, status: 'failed', error: 'revoked by WhatsApp' }]);
    expect((await advanceStatuses(ctx.db, [{ id: c, status: 'read' }])).ids.size).toBe(0);
  });
});

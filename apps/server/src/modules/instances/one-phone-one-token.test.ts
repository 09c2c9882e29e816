import { type InstanceEvent, InstanceMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { uniqueViolation } from '../../db/unique-violation';
import type { MessagingEngine, SessionState } from '../../engines/engine';
import { EngineEventHub } from '../../engines/event-hub';
import { wireEngineEvents } from '../../jobs/session-host/engine-events';
import { findInstance, LINKED_PHONE_INDEX } from './instances.queries';
import { startQrFor } from './instances.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * An engine that reports what the test says, as a real WhatsApp one would: it cannot know that
 * the phone it linked is already another token's.
 */
function reportingEngine(state: (insid: string) => SessionState = () => ({ state: 'idle' })) {
  const hub = new EngineEventHub();
  const logout = vi.fn(async (insid: string) => {
    hub.emit('disconnected', { insid, reason: 'logout' });
  });
  const engine = {
    on: hub.on.bind(hub),
    sessionState: async (insid: string) => state(insid),
    startSession: async (insid: string) => state(insid),
    logout,
  } as unknown as MessagingEngine;
  return { hub, engine, logout };
}

/** The reporting engine, its events wired to the database and the dashboards as the server does. */
function wiredEngine(state?: (insid: string) => SessionState) {
  const reporting = reportingEngine(state);
  const unwire = wireEngineEvents(
    { ...ctx.runtime, engine: reporting.engine },
    { error: () => {} },
    'http://localhost',
  );
  return { ...reporting, unwire };
}

const authenticated = async (insid: string) => (await findInstance(ctx.db, insid))?.authenticated;

describe('one phone links to one token', () => {
  it('undoes a second token linking a phone another token holds, and tells its owner why', async () => {
    const first = await trialToken(ctx, 'op1');
    const second = await trialToken(ctx, 'op2');
    const phone = '919811100001';
    const { hub, logout, unwire } = wiredEngine();
    const told: InstanceEvent[] = [];
    const toldHolder: InstanceEvent[] = [];
    const unsubscribe = ctx.live.subscribe(second.uuid, (event) => told.push(event));
    const unsubscribeHolder = ctx.live.subscribe(first.uuid, (event) => toldHolder.push(event));
    try {
      hub.emit('connected', { insid: first.insid, wid: phone });
      await expect.poll(() => authenticated(first.insid)).toBe(true);

      hub.emit('connected', { insid: second.insid, wid: phone });
      await expect.poll(() => logout.mock.calls.map(([insid]) => insid)).toEqual([second.insid]);
      await expect
        .poll(() => told.some((e) => e.notice === InstanceMessages.phoneLinkedElsewhere))
        .toBe(true);
      const row = await findInstance(ctx.db, second.insid);
      expect(row).toMatchObject({ authenticated: false, wid: null });
      expect(await findInstance(ctx.db, first.insid)).toMatchObject({ authenticated: true, wid: phone });

      // The token that holds it reconnects with it as before.
      const connectedBefore = toldHolder.filter((e) => e.authenticated === 1).length;
      hub.emit('connected', { insid: first.insid, wid: phone });
      await expect
        .poll(() => toldHolder.filter((e) => e.authenticated === 1).length)
        .toBe(connectedBefore + 1);
      expect(logout).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
      unsubscribeHolder();
      unwire();
    }
  });

  it('once the first token lets the phone go, another token may link it', async () => {
    const first = await trialToken(ctx, 'op3');
    const second = await trialToken(ctx, 'op4');
    const phone = '919811100002';
    const { hub, logout, unwire } = wiredEngine();
    try {
      hub.emit('connected', { insid: first.insid, wid: phone });
      await expect.poll(() => authenticated(first.insid)).toBe(true);
      hub.emit('disconnected', { insid: first.insid, reason: 'logout' });
      await expect.poll(() => authenticated(first.insid)).toBe(false);
      hub.emit('connected', { insid: second.insid, wid: phone });
      await expect.poll(() => authenticated(second.insid)).toBe(true);
      expect(logout).not.toHaveBeenCalled();
    } finally {
      unwire();
    }
  });

  it('a renewed token whose phone another token linked meanwhile gets a fresh QR, not that phone', async () => {
    const holder = await trialToken(ctx, 'op5');
    const renewed = await trialToken(ctx, 'op6');
    const phone = '919811100003';
    const loggedOut = new Set<string>();
    const { hub, engine, logout, unwire } = wiredEngine((insid) =>
      insid === renewed.insid && !loggedOut.has(insid)
        ? { state: 'connected', wid: phone }
        : { state: 'qr', qr: 'fresh-qr', expiresAt: new Date(Date.now() + 20_000) },
    );
    logout.mockImplementation(async (insid: string) => {
      loggedOut.add(insid);
    });
    try {
      hub.emit('connected', { insid: holder.insid, wid: phone });
      await expect.poll(() => authenticated(holder.insid)).toBe(true);
      const row = await findInstance(ctx.db, renewed.insid);
      if (!row) throw new Error('no token');
      const answer = await startQrFor({ db: ctx.db, engine }, row);
      expect(answer).toMatchObject({ state: 'qr', qr: 'fresh-qr', wid: null });
      expect(logout).toHaveBeenCalledWith(renewed.insid);
      expect(await authenticated(renewed.insid)).toBe(false);
    } finally {
      unwire();
    }
  });

  it('the database refuses two tokens holding one phone, whatever writes them', async () => {
    const first = await trialToken(ctx, 'op7');
    const second = await trialToken(ctx, 'op8');
    const link = (insid: string) =>
      ctx.db.execute(
        sql`update instances set authenticated = true, wid = '919811100004' where id = ${insid}`,
      );
    await link(first.insid);
    const refused = await link(second.insid).then(() => null, uniqueViolation);
    expect(refused).toEqual({ constraint: LINKED_PHONE_INDEX });
  });
});

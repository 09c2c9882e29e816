import { amountInPaise, NotificationMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerWithRole } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';
import { broadcastReads, broadcasts } from '../../db/schema';
import { expireTokens } from '../../jobs/token-expiry';

type Api = Pick<Caller, 'get' | 'post'>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const counts = async (api: Api) => (await api.get('/dash/notifications/counts')).json();
const items = async (api: Api) => (await api.get('/dash/notifications/items')).json();

async function raise(api: Api, subject: string): Promise<number> {
  const res = await api.post('/dash/tickets/create', { type: 'Other', subject, description: 'Help' });
  return res.json().ticketID;
}

async function broadcast(subject: string): Promise<number> {
  const [row] = await ctx.db.insert(broadcasts).values({ subject, description: 'News' }).returning();
  return row?.id ?? 0;
}

describe('top-bar badges', () => {
  it('needs a session for counts, items and read', async () => {
    for (const [method, url] of [
      ['GET', 'counts'],
      ['GET', 'items'],
      ['POST', 'read'],
    ] as const) {
      const res = await ctx.app.inject({ method, url: `/api/v1/dash/notifications/${url}` });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('counts support requests per role: a user their tickets not closed, staff the open ones', async () => {
    const ana = await callerWithRole(ctx, 'ana', 'User');
    const ben = await callerWithRole(ctx, 'ben', 'User');
    const crm = await callerWithRole(ctx, 'crm', 'CRM');
    const admin = await callerWithRole(ctx, 'admin', 'Admin');
    for (const who of [ana, ben, crm, admin]) expect((await counts(who)).supportRequests).toBe(0);

    const open = await raise(ana, 'Open one');
    const pending = await raise(ana, 'Pending one');
    const closed = await raise(ana, 'Closed one');
    const bens = await raise(ben, 'Ben asks');
    await crm.post(`/dash/tickets/${pending}/reply`, { text: 'Over to you' });
    await ana.post(`/dash/tickets/${closed}/close`);

    expect((await counts(ana)).supportRequests).toBe(2);
    expect((await counts(ben)).supportRequests).toBe(1);
    expect((await counts(crm)).supportRequests).toBe(2);
    expect((await counts(admin)).supportRequests).toBe(2);

    expect((await items(ana)).tickets).toEqual([
      { id: pending, title: 'Pending one', status: 'pending' },
      { id: open, title: 'Open one', status: 'open' },
    ]);
    expect((await items(admin)).tickets).toEqual([
      { id: bens, title: 'Ben asks', status: 'open' },
      { id: open, title: 'Open one', status: 'open' },
    ]);
    // Staff were told of the four new tickets (and Ana's reply-less close tells nobody).
    expect((await counts(admin)).notifications).toBe(4);
    expect((await counts(crm)).notifications).toBe(4);
    expect((await counts(ana)).notifications).toBe(1);
  });

  it('counts broadcasts sent since the user signed up that they have not opened', async () => {
    const early = await callerWithRole(ctx, 'early', 'User');
    const first = await broadcast('Maintenance on Sunday');
    const late = await callerWithRole(ctx, 'late', 'User');
    const second = await broadcast('New pricing');
    expect((await counts(early)).broadcasts).toBe(2);
    expect((await counts(late)).broadcasts).toBe(1);

    await ctx.db.insert(broadcastReads).values({ broadcastId: first, userId: early.id });
    expect((await counts(early)).broadcasts).toBe(1);
    expect((await items(early)).broadcasts).toEqual([{ id: second, subject: 'New pricing' }]);
    await ctx.db.insert(broadcastReads).values({ broadcastId: second, userId: late.id });
    expect(await counts(late)).toMatchObject({ broadcasts: 0 });
  });

  it('lists the latest 10 notifications, and POST /read marks one or all', async () => {
    const user = await callerWithRole(ctx, 'many', 'User');
    const crm = await callerWithRole(ctx, 'crm2', 'CRM');
    const id = await raise(user, 'Many replies');
    for (let i = 0; i < 12; i++) await crm.post(`/dash/tickets/${id}/reply`, { text: `Reply ${i}` });
    expect((await counts(user)).notifications).toBe(12);
    const list = (await items(user)).notifications;
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ kind: 'ticket', read: false, link: `/dashboard/viewTickets?id=${id}` });
    expect(list[0].id).toBeGreaterThan(list[9].id);

    expect((await user.post('/dash/notifications/read', { id: list[0].id })).json().updated).toBe(1);
    expect((await items(user)).notifications[0].read).toBe(true);
    expect((await counts(user)).notifications).toBe(11);
    const all = await user.post('/dash/notifications/read');
    expect(all.json()).toEqual({ message: NotificationMessages.marked, updated: 11 });
    expect((await counts(user)).notifications).toBe(0);
    expect((await user.post('/dash/notifications/read', { id: 'x' })).statusCode).toBe(400);
  });
});

describe('token notifications', () => {
  it('tells the owner when a token expires and when a payment activates it', async () => {
    const owner = await callerWithRole(ctx, 'tokens', 'User');
    const insid = (await owner.post('/dash/wa/fetchInstance', { uuid: owner.id })).json().result[0].insid;
    await ctx.db.execute(
      sql`update instances set valid_till = now() - interval '1 second' where id = ${insid}`,
    );
    await expireTokens(ctx.db, ctx.engine, ctx.live);

    const [expired] = (await items(owner)).notifications;
    expect(expired).toMatchObject({
      kind: 'token',
      title: NotificationMessages.trialExpired('Trial'),
      link: `/dashboard/subscribe?insid=${insid}`,
    });

    const order = (
      await owner.post('/dash/payment/order', {
        insid,
        amount: amountInPaise('monthly'),
        currency: 'INR',
        receipt: '42',
        validity: 30,
      })
    ).json().result;
    const paid = (await owner.post('/dash/payment/sandbox', { orderId: order.id, outcome: 'pay' })).json();
    await owner.post('/dash/payment/verify', paid.checkout);
    await owner.post('/dash/payment/verify', paid.checkout);

    const tokenNotices = (await items(owner)).notifications.filter(
      (n: { kind: string }) => n.kind === 'token',
    );
    expect(tokenNotices).toHaveLength(2);
    expect(tokenNotices[0].title).toMatch(/^Token Trial is active until \d{2}-[A-Z][a-z]{2}-\d{4}$/);
    expect(tokenNotices[0].link).toBe('/dashboard');
  });
});

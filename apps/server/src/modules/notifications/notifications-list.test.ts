import { NOTIFICATIONS_PAGE_SIZE, NotificationMessages, PAGE_INVALID } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerWithRole } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';
import { notifyEach } from './notifications.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Listed {
  id: number;
  title: string;
  read: boolean;
}

/** Gives `who` notifications titled `${prefix} 1` .. `${prefix} n`, oldest first. */
async function notify(who: Caller, prefix: string, n: number): Promise<void> {
  const items = Array.from({ length: n }, (_, i) => ({
    userId: who.id,
    kind: 'token' as const,
    title: `${prefix} ${i + 1}`,
    link: '/dashboard',
  }));
  await notifyEach(ctx.db, items);
}

const list = async (who: Caller, search = '') => {
  const res = await who.get(`/dash/notifications${search}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    result: Listed[];
    total: number;
    unread: number;
    page: number;
    pageSize: number;
    newestId: number | null;
  };
};
const titles = (items: Listed[]) => items.map((item) => item.title);

describe('GET /dash/notifications', () => {
  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dash/notifications' });
    expect(res.statusCode).toBe(401);
  });

  it('lists every notification of the caller, newest first, a page at a time', async () => {
    const ana = await callerWithRole(ctx, 'list-ana', 'User');
    await notify(ana, 'Note', 20);

    const first = await list(ana);
    expect(first).toMatchObject({ total: 20, unread: 20, page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE });
    expect(titles(first.result)).toEqual(Array.from({ length: 15 }, (_, i) => `Note ${20 - i}`));
    expect(first.result[0]).toMatchObject({ kind: 'token', link: '/dashboard', read: false });

    const second = await list(ana, '?page=2');
    expect(titles(second.result)).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(second).toMatchObject({ total: 20, page: 2 });
    expect(await list(ana, '?page=3')).toMatchObject({ result: [], total: 20, page: 3 });
  });

  it('filters the unread ones, and counts the unread whatever the filter', async () => {
    const ben = await callerWithRole(ctx, 'list-ben', 'User');
    await notify(ben, 'Ben', 4);
    const [newest, , third] = (await list(ben)).result;
    await ben.post('/dash/notifications/read', { id: newest?.id });
    await ben.post('/dash/notifications/read', { id: third?.id });

    const unread = await list(ben, '?filter=unread');
    expect(titles(unread.result)).toEqual(['Ben 3', 'Ben 1']);
    // newestId is the newest of all the caller's notifications, read or not, whatever the filter.
    expect(unread).toMatchObject({ total: 2, unread: 2, newestId: newest?.id });
    const all = await list(ben, '?filter=all');
    expect(all.result.map((item) => item.read)).toEqual([true, false, true, false]);
    expect(all).toMatchObject({ total: 4, unread: 2 });

    expect(await ben.post('/dash/notifications/read')).toMatchObject({ statusCode: 200 });
    expect(await list(ben, '?filter=unread')).toMatchObject({
      result: [],
      total: 0,
      unread: 0,
      newestId: newest?.id,
    });
    expect(await list(ben)).toMatchObject({ total: 4, unread: 0 });
  });

  it('marks all read up to the newest the caller saw: one that came after stays unread', async () => {
    const dee = await callerWithRole(ctx, 'list-dee', 'User');
    expect((await list(dee)).newestId).toBeNull();
    await notify(dee, 'Seen', 3);
    const seen = await list(dee, '?page=2');
    expect(seen.result).toEqual([]);
    await notify(dee, 'Later', 1);

    const marked = await dee.post('/dash/notifications/read', { upToId: seen.newestId });
    expect(marked.json()).toEqual({ message: NotificationMessages.marked, updated: 3 });
    const after = await list(dee);
    expect(titles(after.result.filter((item) => !item.read))).toEqual(['Later 1']);
    expect(after).toMatchObject({ unread: 1, newestId: after.result[0]?.id });
    // Another user's newest id marks nothing of theirs.
    const eve = await callerWithRole(ctx, 'list-eve', 'User');
    await notify(eve, 'Eve', 1);
    expect((await eve.post('/dash/notifications/read', { upToId: seen.newestId })).json().updated).toBe(0);
  });

  it("never shows or changes another user's notifications", async () => {
    const owner = await callerWithRole(ctx, 'list-owner', 'User');
    const other = await callerWithRole(ctx, 'list-other', 'Admin');
    await notify(owner, 'Mine', 2);
    await notify(other, 'Theirs', 1);
    expect(titles((await list(owner)).result)).toEqual(['Mine 2', 'Mine 1']);
    expect(titles((await list(other)).result)).toEqual(['Theirs 1']);

    const ownersId = (await list(owner)).result[0]?.id;
    const one = await other.post('/dash/notifications/read', { id: ownersId });
    expect(one.json()).toEqual({ message: NotificationMessages.marked, updated: 0 });
    expect((await other.post('/dash/notifications/read')).json().updated).toBe(1);
    expect(await list(owner, '?filter=unread')).toMatchObject({ total: 2, unread: 2 });
  });

  it('answers 400 with the reason to a bad filter or page', async () => {
    const cy = await callerWithRole(ctx, 'list-cy', 'User');
    for (const [search, message] of [
      ['?filter=read', NotificationMessages.filterInvalid],
      ['?filter=', NotificationMessages.filterInvalid],
      ['?page=0', PAGE_INVALID],
      ['?page=two', PAGE_INVALID],
      ['?page=1.5', PAGE_INVALID],
    ] as const) {
      const res = await cy.get(`/dash/notifications${search}`);
      expect(res.statusCode, search).toBe(400);
      expect(res.json().message, search).toBe(message);
    }
    for (const body of [{ id: 0 }, { id: -3 }, { id: 'x' }, { upToId: 0 }, { upToId: 'all' }]) {
      expect((await cy.post('/dash/notifications/read', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

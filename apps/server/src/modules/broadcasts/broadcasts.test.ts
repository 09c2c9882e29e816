import { AccessDeniedMessages, BroadcastMessages, PAGE_SIZE } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, type FormEntries, oneOfEachRole, postForm } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';
import { SAMPLE_FILES } from '../../../test/multipart-form';

let ctx: TestContext;
let admin: Caller;
let crm: Caller;
let user: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, crm, user } = await oneOfEachRole(ctx, 'bc'));
});
afterAll(() => ctx.close());

const broadcast = (by: Caller, extra: FormEntries = []) =>
  by.form('/dash/broadcast/create', [
    ['subject', 'New plan prices'],
    ['description', 'From next month.'],
    ...extra,
  ]);

describe('POST /dash/broadcast/create', () => {
  it('lets Admin and CRM create; a User gets Access Denied; anonymous 401', async () => {
    for (const staff of [admin, crm]) {
      const res = await broadcast(staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: BroadcastMessages.created, broadID: expect.any(Number) });
    }
    const denied = await broadcast(user);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(AccessDeniedMessages.text);
    expect((await postForm(ctx, '/dash/broadcast/create', [['subject', 's']])).statusCode).toBe(401);
  });

  it('checks the fields and refuses a renamed executable', async () => {
    const res = await admin.form('/dash/broadcast/create', [['subject', 'only a subject']]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Description is required');
    const exe = await broadcast(admin, [['file', { filename: 'photo.png', content: SAMPLE_FILES.elf }]]);
    expect(exe.statusCode).toBe(415);
  });
});

describe('broadcast views', () => {
  it("is read for its author: the author's top bar does not count it, everyone else's does", async () => {
    const unread = async (caller: Caller) =>
      (await caller.get('/dash/notifications/counts')).json().broadcasts as number;
    const [authorBefore, userBefore] = [await unread(crm), await unread(user)];
    const id = (await broadcast(crm)).json().broadID;
    expect(await unread(crm)).toBe(authorBefore);
    expect(await unread(user)).toBe(userBefore + 1);
    expect((await crm.post('/dash/broadcast/view')).json().result.result[0]).toMatchObject({
      broadID: id,
      read: true,
    });
    expect((await user.post('/dash/broadcast/view')).json().result.result[0]).toMatchObject({
      broadID: id,
      read: false,
    });
  });

  it('lists every broadcast for any user, newest first, and marks one read when opened', async () => {
    const created = await broadcast(crm, [
      ['file', { filename: 'prices.csv', content: 'plan,price\nbasic,499\n' }],
    ]);
    const id = created.json().broadID;
    const list = await user.post('/dash/broadcast/view', { uuid: admin.id, role: 'Admin' });
    expect(list.statusCode).toBe(200);
    const body = list.json().result;
    expect(body).toMatchObject({ message: BroadcastMessages.found, page: 1, pageSize: PAGE_SIZE });
    expect(body.result[0]).toEqual({
      broadID: id,
      subject: 'New plan prices',
      description: 'From next month.',
      fileName: expect.stringMatching(/^[0-9a-f-]{36}\.csv$/),
      originalFileName: 'prices.csv',
      issueDate: expect.any(String),
      read: false,
    });
    expect(body.total).toBeGreaterThanOrEqual(3);

    const opened = await user.get(`/dash/broadcast/${id}`);
    expect(opened.json()).toMatchObject({
      message: BroadcastMessages.oneFound,
      result: { broadID: id, read: true },
    });
    expect((await user.post('/dash/broadcast/view')).json().result.result[0].read).toBe(true);
    expect((await admin.post('/dash/broadcast/view')).json().result.result[0].read).toBe(false);
    expect((await user.get('/dash/broadcast/999999')).statusCode).toBe(404);
    expect((await user.post('/dash/broadcast/view', { page: 0 })).statusCode).toBe(400);

    const file = await user.get(`/dash/broadcast/broadcastFiles/${body.result[0].fileName}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="prices.csv"; filename*=UTF-8''prices.csv`,
    });
    expect(file.body).toBe('plan,price\nbasic,499\n');
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/dash/broadcast/broadcastFiles/${body.result[0].fileName}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

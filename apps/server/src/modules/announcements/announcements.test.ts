import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AccessDeniedMessages, AnnouncementMessages, announcementLink, PAGE_SIZE } from '@chatgate/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerWithRole, oneOfEachRole, postForm } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';
import { SAMPLE_FILES } from '../../../test/multipart-form';
import { notifications } from '../../db/schema';

let ctx: TestContext;
let admin: Caller;
let crm: Caller;
let alice: Caller;
let bob: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, crm, user: alice } = await oneOfEachRole(ctx, 'ann'));
  bob = await callerWithRole(ctx, 'ann-bob', 'User');
});
afterAll(() => ctx.close());

const announce = (
  by: Caller,
  to: string[],
  extra: Array<[string, string | { filename: string; content: Buffer }]> = [],
) =>
  by.form('/dash/announcement/create', [
    ['uuid', by.id],
    ['subject', '  Maintenance tonight  '],
    ['description', 'The API pauses at 02:00 UTC.'],
    ...to.map((id) => ['recipients', id] as [string, string]),
    ...extra,
  ]);

describe('POST /dash/announcement/create', () => {
  it('lets Admin and CRM create, denies a User with the Access Denied text, and 401s anonymous callers', async () => {
    for (const staff of [admin, crm]) {
      const res = await announce(staff, [alice.id]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: AnnouncementMessages.created, announceID: expect.any(Number) });
    }
    const denied = await announce(alice, [bob.id]);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(AccessDeniedMessages.text);
    const anonymous = await postForm(ctx, '/dash/announcement/create', [['subject', 'x']]);
    expect(anonymous.statusCode).toBe(401);
  });

  it('notifies each recipient in the same step, and takes recipients as one JSON array too', async () => {
    const res = await admin.form('/dash/announcement/create', [
      ['subject', 'Two readers'],
      ['description', 'Hello both'],
      ['recipients', JSON.stringify([alice.id, bob.id])],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const link = announcementLink(res.json().announceID);
    for (const user of [alice, bob]) {
      const rows = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.link, link)));
      expect(rows).toMatchObject([{ kind: 'announcement', title: 'Two readers', readAt: null }]);
    }
  });

  it('refuses missing fields, unknown recipients and non-multipart bodies with clear words', async () => {
    const noSubject = await admin.form('/dash/announcement/create', [
      ['description', 'd'],
      ['recipients', alice.id],
    ]);
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toBe('Subject is required');
    const noOne = await admin.form('/dash/announcement/create', [
      ['subject', 's'],
      ['description', 'd'],
    ]);
    expect(noOne.json().message).toBe(AnnouncementMessages.recipientsRequired);
    const unknown = await announce(admin, [alice.id, '00000000-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(AnnouncementMessages.recipientUnknown);
    const json = await admin.post('/dash/announcement/create', { subject: 's', description: 'd' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a renamed executable as the attachment (415) and keeps nothing', async () => {
    for (const content of [SAMPLE_FILES.elf, SAMPLE_FILES.pe]) {
      const res = await announce(admin, [alice.id], [['file', { filename: 'photo.png', content }]]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/executable/i);
    }
  });
});

describe('POST /dash/announcement/view', () => {
  it('shows a User only what is addressed to them, staff everything, newest first, whatever the body says', async () => {
    const mine = (await announce(admin, [bob.id])).json().announceID;
    const bobView = await bob.post('/dash/announcement/view', { uuid: alice.id, role: 'Admin' });
    expect(bobView.statusCode).toBe(200);
    const body = bobView.json().result;
    expect(body).toMatchObject({ message: AnnouncementMessages.found, page: 1, pageSize: PAGE_SIZE });
    const ids = body.result.map((a: { announceID: number }) => a.announceID);
    expect(ids[0]).toBe(mine);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.total).toBe(ids.length);
    expect(body.result[0]).toEqual({
      announceID: mine,
      subject: 'Maintenance tonight',
      description: 'The API pauses at 02:00 UTC.',
      fileName: null,
      originalFileName: null,
      issueDate: expect.any(String),
      read: false,
    });
    const aliceIds = (await alice.post('/dash/announcement/view'))
      .json()
      .result.result.map((a: { announceID: number }) => a.announceID);
    expect(aliceIds).not.toContain(mine);
    const staffView = (await crm.post('/dash/announcement/view', {})).json().result;
    expect(staffView.total).toBeGreaterThanOrEqual(ids.length + aliceIds.length - 1);
    expect(staffView.result.map((a: { announceID: number }) => a.announceID)).toContain(mine);
  });
});

describe('GET /dash/announcement/:id', () => {
  it('marks it and its notification read for the recipient; others get 404', async () => {
    const id = (await announce(crm, [alice.id])).json().announceID;
    expect((await bob.get(`/dash/announcement/${id}`)).statusCode).toBe(404);
    expect((await bob.get('/dash/announcement/abc')).statusCode).toBe(404);
    const res = await alice.get(`/dash/announcement/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: AnnouncementMessages.oneFound,
      result: { announceID: id, read: true },
    });
    const listed = (await alice.post('/dash/announcement/view')).json().result.result;
    expect(listed.find((a: { announceID: number }) => a.announceID === id).read).toBe(true);
    // Staff it was not sent to see how many of its addressees opened it, not a read state of their own.
    const staffListed = (await admin.post('/dash/announcement/view')).json().result.result;
    expect(staffListed.find((a: { announceID: number }) => a.announceID === id)).toMatchObject({
      read: true,
      readers: { read: 1, of: 1 },
    });
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.id), eq(notifications.link, announcementLink(id))));
    expect(note?.readAt).not.toBeNull();
    expect((await admin.get(`/dash/announcement/${id}`)).statusCode).toBe(200);
  });
});

describe('stored XSS', () => {
  it('keeps a description with <script> as plain text in JSON and never serves it as HTML', async () => {
    const description = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await admin.form('/dash/announcement/create', [
      ['subject', '<b>Hi</b>'],
      ['description', description],
      ['recipients', alice.id],
    ]);
    const id = res.json().announceID;
    const view = await alice.get(`/dash/announcement/${id}`);
    expect(view.headers['content-type']).toMatch(/^application\/json/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.json().result).toMatchObject({ subject: '<b>Hi</b>', description });
    const list = await alice.post('/dash/announcement/view');
    expect(list.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('GET /dash/announcement/announceFiles/:fileName', () => {
  it('gives the attachment to recipients and staff only, with nosniff and an RFC 5987 name', async () => {
    const res = await announce(
      admin,
      [alice.id],
      [['file', { filename: 'Résumé (1).pdf', content: SAMPLE_FILES.pdf }]],
    );
    expect(res.statusCode, res.body).toBe(200);
    const item = (await alice.get(`/dash/announcement/${res.json().announceID}`)).json().result;
    expect(item.fileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(item.originalFileName).toBe('Résumé (1).pdf');
    expect(await readdir(path.join(ctx.config.dataDir, 'uploads'))).toContain(item.fileName);

    const url = `/dash/announcement/announceFiles/${item.fileName}`;
    const download = await alice.get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="R_sum_ (1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%281%29.pdf`,
    });
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect((await crm.get(url)).statusCode).toBe(200);
    const other = await bob.get(url);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(
      (await bob.get('/dash/announcement/announceFiles/0a0a0a0a-0000-4000-8000-000000000000.pdf')).body,
    );
    expect((await bob.get('/dash/announcement/announceFiles/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode).toBe(401);
  });
});

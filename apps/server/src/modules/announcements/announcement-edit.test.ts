import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AccessDeniedMessages, AnnouncementMessages, announcementLink } from '@chatgate/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerWithRole, type FormEntries, oneOfEachRole } from '../../../test/content-users';
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
  ({ admin, crm, user: alice } = await oneOfEachRole(ctx, 'anned'));
  bob = await callerWithRole(ctx, 'anned-bob', 'User');
});
afterAll(() => ctx.close());

const fields = (to: string[], subject = 'Maintenance tonight'): FormEntries => [
  ['subject', subject],
  ['description', 'The API pauses at 02:00 UTC.'],
  ...to.map((id) => ['recipients', id] as const),
];
const pdf = ['file', { filename: 'notes.pdf', content: SAMPLE_FILES.pdf }] as const;
const png = ['file', { filename: 'chart.png', content: SAMPLE_FILES.png }] as const;

async function announce(to: string[], extra: FormEntries = []): Promise<number> {
  const res = await admin.form('/dash/announcement/create', [...fields(to), ...extra]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().announceID;
}

const notesOf = (user: Caller, id: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.link, announcementLink(id))));
const storedFiles = () => readdir(path.join(ctx.config.dataDir, 'uploads'));
const unreadNotifications = async (user: Caller) =>
  (await user.get('/dash/notifications/counts')).json().notifications as number;

describe('PUT /dash/announcement/:id', () => {
  it('lets Admin and CRM change the texts, and the notifications take the new subject', async () => {
    const id = await announce([alice.id]);
    for (const [staff, subject] of [
      [admin, 'Maintenance moved'],
      [crm, 'Maintenance moved again'],
    ] as const) {
      const res = await staff.putForm(`/dash/announcement/${id}`, fields([alice.id], `  ${subject}  `));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: AnnouncementMessages.updated, announceID: id });
      expect((await alice.get(`/dash/announcement/${id}`)).json().result.subject).toBe(subject);
    }
    expect(await notesOf(alice, id)).toMatchObject([{ title: 'Maintenance moved again' }]);
  });

  it('takes it and its unread notification from users taken off, and notifies users added', async () => {
    const id = await announce([alice.id]);
    const aliceBefore = await unreadNotifications(alice);
    const res = await admin.putForm(`/dash/announcement/${id}`, fields([bob.id]));
    expect(res.statusCode, res.body).toBe(200);
    expect((await alice.get(`/dash/announcement/${id}`)).statusCode).toBe(404);
    expect(await notesOf(alice, id)).toEqual([]);
    expect(await unreadNotifications(alice)).toBe(aliceBefore - 1);
    expect(await notesOf(bob, id)).toMatchObject([{ kind: 'announcement', readAt: null }]);
    const staffView = (await admin.get(`/dash/announcement/${id}`)).json();
    expect(staffView.recipients).toEqual([bob.id]);
    expect((await bob.get(`/dash/announcement/${id}`)).json().recipients).toBeUndefined();
  });

  it('replaces the attachment with a new file and removes it on removeFile, leaving no file behind', async () => {
    const id = await announce([alice.id], [pdf]);
    const first = (await admin.get(`/dash/announcement/${id}`)).json().result.fileName;
    expect(await storedFiles()).toContain(first);
    // Without a file or removeFile the attachment stays.
    await admin.putForm(`/dash/announcement/${id}`, fields([alice.id]));
    expect((await admin.get(`/dash/announcement/${id}`)).json().result.fileName).toBe(first);

    expect((await admin.putForm(`/dash/announcement/${id}`, [...fields([alice.id]), png])).statusCode).toBe(
      200,
    );
    const second = (await admin.get(`/dash/announcement/${id}`)).json().result;
    expect(second).toMatchObject({
      fileName: expect.stringMatching(/\.png$/),
      originalFileName: 'chart.png',
    });
    expect(await storedFiles()).not.toContain(first);
    expect((await alice.get(`/dash/announcement/announceFiles/${first}`)).statusCode).toBe(404);

    const removed = await admin.putForm(`/dash/announcement/${id}`, [
      ...fields([alice.id]),
      ['removeFile', 'true'],
    ]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await admin.get(`/dash/announcement/${id}`)).json().result.fileName).toBeNull();
    expect(await storedFiles()).not.toContain(second.fileName);
  });

  it('checks the input as create does and keeps everything when it is refused', async () => {
    const id = await announce([alice.id], [pdf]);
    const before = (await admin.get(`/dash/announcement/${id}`)).json().result;
    const cases: Array<[FormEntries, number, string]> = [
      [fields([alice.id], ' '), 400, 'Subject is required'],
      [fields([]), 400, AnnouncementMessages.recipientsRequired],
      [fields(['00000000-0000-4000-8000-000000000000']), 400, AnnouncementMessages.recipientUnknown],
      [[...fields([alice.id]), ['removeFile', 'yes']], 400, 'removeFile must be true or false'],
      [
        [...fields([alice.id]), ['file', { filename: 'a.png', content: SAMPLE_FILES.elf }]],
        415,
        'executable',
      ],
    ];
    for (const [entries, status, message] of cases) {
      const res = await admin.putForm(`/dash/announcement/${id}`, entries);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await admin.get(`/dash/announcement/${id}`)).json().result).toEqual(before);
    expect(await storedFiles()).toContain(before.fileName);
  });

  it('answers 404 for unknown ids, 403 to a User (even a recipient) and 401 without a session', async () => {
    const id = await announce([alice.id]);
    for (const unknown of ['999999', 'abc', '0']) {
      const res = await admin.putForm(`/dash/announcement/${unknown}`, fields([alice.id]));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(AnnouncementMessages.notFound);
    }
    const denied = await alice.putForm(`/dash/announcement/${id}`, fields([alice.id], 'Mine now'));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(AccessDeniedMessages.text);
    const anonymous = await ctx.app.inject({ method: 'PUT', url: `/api/v1/dash/announcement/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await alice.get(`/dash/announcement/${id}`)).json().result.subject).toBe('Maintenance tonight');
  });
});

describe('DELETE /dash/announcement/:id', () => {
  it('removes it for every recipient with its notifications, badge counts and attachment file', async () => {
    const id = await announce([alice.id, bob.id], [pdf]);
    const fileName = (await admin.get(`/dash/announcement/${id}`)).json().result.fileName;
    const bobBefore = await unreadNotifications(bob);
    const res = await crm.delete(`/dash/announcement/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AnnouncementMessages.deleted });
    for (const user of [alice, bob]) {
      expect((await user.get(`/dash/announcement/${id}`)).statusCode).toBe(404);
      expect(await notesOf(user, id)).toEqual([]);
      const listed = (await user.post('/dash/announcement/view')).json().result.result;
      expect(listed.map((a: { announceID: number }) => a.announceID)).not.toContain(id);
    }
    expect(await unreadNotifications(bob)).toBe(bobBefore - 1);
    expect(await storedFiles()).not.toContain(fileName);
    expect((await admin.get(`/dash/announcement/announceFiles/${fileName}`)).statusCode).toBe(404);
    expect((await admin.delete(`/dash/announcement/${id}`)).statusCode).toBe(404);
  });

  it('answers 403 to a User and 404 for unknown ids, deleting nothing', async () => {
    const id = await announce([alice.id]);
    const denied = await alice.delete(`/dash/announcement/${id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(AccessDeniedMessages.text);
    expect((await admin.delete('/dash/announcement/999999')).statusCode).toBe(404);
    expect((await admin.delete('/dash/announcement/x1')).statusCode).toBe(404);
    expect((await alice.get(`/dash/announcement/${id}`)).statusCode).toBe(200);
    expect(await notesOf(alice, id)).toHaveLength(1);
  });
});

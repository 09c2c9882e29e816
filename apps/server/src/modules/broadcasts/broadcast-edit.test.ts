import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AccessDeniedMessages, BroadcastMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, type FormEntries, oneOfEachRole } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';
import { SAMPLE_FILES } from '../../../test/multipart-form';

let ctx: TestContext;
let admin: Caller;
let crm: Caller;
let user: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, crm, user } = await oneOfEachRole(ctx, 'brded'));
});
afterAll(() => ctx.close());

const fields = (subject = 'New plans'): FormEntries => [
  ['subject', subject],
  ['description', 'Prices change on the 1st.'],
];
const pdf = ['file', { filename: 'prices.pdf', content: SAMPLE_FILES.pdf }] as const;

async function broadcast(extra: FormEntries = []): Promise<number> {
  const res = await admin.form('/dash/broadcast/create', [...fields(), ...extra]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().broadID;
}
const storedFiles = () => readdir(path.join(ctx.config.dataDir, 'uploads'));
const unreadBroadcasts = async (caller: Caller) =>
  (await caller.get('/dash/notifications/counts')).json().broadcasts as number;

describe('PUT /dash/broadcast/:id', () => {
  it('lets Admin and CRM change it, replace the attachment and remove it, no file left behind', async () => {
    const id = await broadcast([pdf]);
    const first = (await admin.get(`/dash/broadcast/${id}`)).json().result.fileName;
    const edited = await crm.putForm(`/dash/broadcast/${id}`, [
      ...fields('  Plans from June  '),
      ['file', { filename: 'chart.png', content: SAMPLE_FILES.png }],
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ message: BroadcastMessages.updated, broadID: id });
    const seen = (await user.get(`/dash/broadcast/${id}`)).json().result;
    expect(seen).toMatchObject({ subject: 'Plans from June', originalFileName: 'chart.png' });
    expect(await storedFiles()).not.toContain(first);

    const kept = await admin.putForm(`/dash/broadcast/${id}`, fields('Plans from July'));
    expect(kept.statusCode).toBe(200);
    expect((await user.get(`/dash/broadcast/${id}`)).json().result.fileName).toBe(seen.fileName);
    const removed = await admin.putForm(`/dash/broadcast/${id}`, [...fields(), ['removeFile', 'true']]);
    expect(removed.statusCode).toBe(200);
    expect((await user.get(`/dash/broadcast/${id}`)).json().result.fileName).toBeNull();
    expect(await storedFiles()).not.toContain(seen.fileName);
    expect((await user.get(`/dash/broadcast/broadcastFiles/${seen.fileName}`)).statusCode).toBe(404);
  });

  it('checks the input as create does, keeping the broadcast as it was', async () => {
    const id = await broadcast();
    const cases: Array<[FormEntries, number, string]> = [
      [[['description', 'd']], 400, 'Subject is required'],
      [[['subject', 's']], 400, 'Description is required'],
      [[...fields(), ['removeFile', '1']], 400, 'removeFile must be true or false'],
      [[...fields(), ['file', { filename: 'x.pdf', content: SAMPLE_FILES.pe }]], 415, 'executable'],
    ];
    for (const [entries, status, message] of cases) {
      const res = await admin.putForm(`/dash/broadcast/${id}`, entries);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await user.get(`/dash/broadcast/${id}`)).json().result.subject).toBe('New plans');
  });

  it('answers 403 to a User, 404 for unknown ids and 401 without a session', async () => {
    const id = await broadcast();
    const denied = await user.putForm(`/dash/broadcast/${id}`, fields('Hijacked'));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(AccessDeniedMessages.text);
    for (const unknown of ['999999', 'abc']) {
      const res = await admin.putForm(`/dash/broadcast/${unknown}`, fields());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BroadcastMessages.notFound);
    }
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/dash/broadcast/${id}` })).statusCode).toBe(
      401,
    );
    expect((await user.get(`/dash/broadcast/${id}`)).json().result.subject).toBe('New plans');
  });
});

describe('DELETE /dash/broadcast/:id', () => {
  it('takes it off every list and unread badge, with its attachment file', async () => {
    const id = await broadcast([pdf]);
    const fileName = (await admin.get(`/dash/broadcast/${id}`)).json().result.fileName;
    const unreadBefore = await unreadBroadcasts(user);
    const res = await admin.delete(`/dash/broadcast/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: BroadcastMessages.deleted });
    expect(await unreadBroadcasts(user)).toBe(unreadBefore - 1);
    expect((await user.get(`/dash/broadcast/${id}`)).statusCode).toBe(404);
    const listed = (await user.post('/dash/broadcast/view')).json().result.result;
    expect(listed.map((b: { broadID: number }) => b.broadID)).not.toContain(id);
    expect(await storedFiles()).not.toContain(fileName);
    expect((await crm.delete(`/dash/broadcast/${id}`)).statusCode).toBe(404);
  });

  it('answers 403 to a User and 404 for unknown ids, deleting nothing', async () => {
    const id = await broadcast();
    const denied = await user.delete(`/dash/broadcast/${id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(AccessDeniedMessages.text);
    expect((await crm.delete('/dash/broadcast/999999')).statusCode).toBe(404);
    expect((await user.get(`/dash/broadcast/${id}`)).statusCode).toBe(200);
  });
});

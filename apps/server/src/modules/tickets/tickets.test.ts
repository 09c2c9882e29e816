import {
  AccessDeniedMessages,
  GenericMessages,
  NotificationMessages,
  TICKETS_PAGE_SIZE,
  TicketMessages,
  UploadMessages,
} from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerWithRole } from '../../../test/content-users';
import { createTestContext, newUser, type TestContext } from '../../../test/harness';
import { SAMPLE_FILES } from '../../../test/multipart-form';

type Api = Pick<Caller, 'get' | 'post'>;

let ctx: TestContext;
let owner: Caller;
let other: Caller;
let crm: Caller;
let admin: Caller;
let ownerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await callerWithRole(ctx, 'owner1', 'User');
  other = await callerWithRole(ctx, 'other1', 'User');
  crm = await callerWithRole(ctx, 'crm1', 'CRM');
  admin = await callerWithRole(ctx, 'admin1', 'Admin');
  ownerToken = (await owner.post('/dash/wa/fetchInstance', { uuid: owner.id })).json().result[0].insid;
});
afterAll(() => ctx.close());

const ticket = (n: number | string, extra: object = {}) => ({
  type: 'Other',
  subject: `Cannot connect ${n}`,
  description: `The QR code does not load (${n}).`,
  ...extra,
});

async function raise(api: Api, n: number | string, extra: object = {}): Promise<number> {
  const res = await api.post('/dash/tickets/create', ticket(n, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ticketID;
}

const counts = async (api: Api) => (await api.get('/dash/notifications/counts')).json();

describe('POST /dash/tickets/create', () => {
  it('creates the ticket and its first message, and notifies the staff', async () => {
    const before = (await counts(crm)).notifications;
    const res = await owner.post(
      '/dash/tickets/create',
      ticket(1, { uuid: ownerToken, type: 'Fetch Instance' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: TicketMessages.created, ticketID: expect.any(Number) });
    const id = res.json().ticketID;

    const detail = (await owner.get(`/dash/tickets/${id}`)).json();
    expect(detail).toMatchObject({
      id,
      type: 'Fetch Instance',
      subject: 'Cannot connect 1',
      status: 'open',
      insid: ownerToken,
      owner: { uuid: owner.id, username: newUser('owner1').username, name: owner.name },
    });
    expect(detail.messages).toEqual([
      {
        id: expect.any(Number),
        author: owner.name,
        fromStaff: false,
        body: 'The QR code does not load (1).',
        fileName: null,
        createdAt: expect.any(String),
      },
    ]);

    expect((await counts(crm)).notifications).toBe(before + 1);
    const items = (await crm.get('/dash/notifications/items')).json();
    expect(items.notifications[0]).toMatchObject({
      kind: 'ticket',
      title: `New ticket #${id}: Cannot connect 1`,
      link: `/dashboard/viewTickets?id=${id}`,
      read: false,
    });
    // The author is not notified of their own ticket.
    expect((await counts(owner)).notifications).toBe(0);
    // Staff cannot read the owner's token list: the ticket names the token for them.
    expect((await crm.get(`/dash/tickets/${id}`)).json().instanceName).toBe('Trial');
  });

  it("accepts no token or the caller's own user id, and refuses someone else's token", async () => {
    const noToken = await raise(owner, 2, { type: 'Create New Instance' });
    expect((await owner.get(`/dash/tickets/${noToken}`)).json().insid).toBeNull();
    const ownId = await raise(owner, 3, { uuid: owner.id });
    expect((await owner.get(`/dash/tickets/${ownId}`)).json().insid).toBeNull();

    const foreign = await other.post('/dash/tickets/create', ticket(4, { uuid: ownerToken }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: TicketMessages.tokenNotOwned, code: 'BAD_REQUEST' });
    const unknown = await other.post('/dash/tickets/create', ticket(4, { uuid: 'ins_nope' }));
    expect(unknown.json().message).toBe(TicketMessages.tokenNotOwned);
  });

  it('answers 400 with the contract words for each bad field, and 401 without a session', async () => {
    const cases: Array<[object, string]> = [
      [{ type: 'Refund' }, TicketMessages.typeInvalid],
      [{ subject: '  ' }, TicketMessages.subjectRequired],
      [{ subject: 'x'.repeat(151) }, TicketMessages.subjectTooLong],
      [{ description: '' }, TicketMessages.descriptionRequired],
      [{ description: undefined }, TicketMessages.descriptionRequired],
    ];
    for (const [change, message] of cases) {
      const res = await owner.post('/dash/tickets/create', ticket(5, change));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION' });
    }
    for (const body of ['"s"', '[]', '1', 'true', '1e999'])
      for (const url of ['/api/v1/dash/tickets/create', '/api/v1/dash/tickets/1/reply']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
          payload: body,
        });
        expect([body, url, res.statusCode, res.json()]).toEqual([
          body,
          url,
          400,
          { message: GenericMessages.jsonObjectRequired, code: 'VALIDATION' },
        ]);
      }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dash/tickets/create',
      payload: ticket(5),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reading tickets', () => {
  it('shows a user only their own tickets and staff all of them, with the owner', async () => {
    const mine = await raise(other, 'list');
    const own = (await other.get('/dash/tickets')).json();
    expect(own).toMatchObject({ page: 1, pageSize: TICKETS_PAGE_SIZE });
    expect(own.result.map((t: { id: number }) => t.id)).toEqual([mine]);
    expect(own.total).toBe(1);

    for (const staff of [crm, admin]) {
      const all = (await staff.get('/dash/tickets')).json();
      expect(all.total).toBeGreaterThan(1);
      // Newest activity first.
      expect(all.result[0]).toMatchObject({
        id: mine,
        owner: { uuid: other.id, username: newUser('other1').username },
      });
    }
    expect((await other.get('/dash/tickets?status=closed')).json()).toMatchObject({
      result: [],
      total: 0,
    });
    expect((await other.get('/dash/tickets?page=0')).statusCode).toBe(400);
  });

  it('pages by 15, newest activity first', async () => {
    const pager = await callerWithRole(ctx, 'pager1', 'User');
    const ids: number[] = [];
    for (let i = 0; i < TICKETS_PAGE_SIZE + 2; i++) ids.push(await raise(pager, `page${i}`));
    const first = (await pager.get('/dash/tickets')).json();
    expect(first.total).toBe(TICKETS_PAGE_SIZE + 2);
    expect(first.result).toHaveLength(TICKETS_PAGE_SIZE);
    expect(first.result[0].id).toBe(ids.at(-1));
    const second = (await pager.get('/dash/tickets?page=2')).json();
    expect(second.result.map((t: { id: number }) => t.id)).toEqual([ids[1], ids[0]]);
    // A reply is activity: the oldest ticket comes first again.
    await pager.post(`/dash/tickets/${ids[0]}/reply`, { text: 'Any news?' });
    expect((await pager.get('/dash/tickets')).json().result[0].id).toBe(ids[0]);
  });

  it("hides another user's ticket (404) from reading, replying and closing", async () => {
    const id = await raise(owner, 'private');
    for (const res of [
      await other.get(`/dash/tickets/${id}`),
      await other.post(`/dash/tickets/${id}/reply`, { text: 'Let me in' }),
      await other.post(`/dash/tickets/${id}/close`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: TicketMessages.notFound, code: 'NOT_FOUND' });
    }
    expect((await owner.get('/dash/tickets/999999')).statusCode).toBe(404);
    expect((await crm.get(`/dash/tickets/${id}`)).statusCode).toBe(200);
    expect((await admin.get(`/dash/tickets/${id}`)).statusCode).toBe(200);
    expect((await owner.get(`/dash/tickets/${id}`)).json().messages).toHaveLength(1);
  });
});

describe('POST /dash/tickets/:id/status (staff only)', () => {
  it('refuses a user with Access Denied and anonymous callers with 401; CRM and Admin may', async () => {
    const id = await raise(owner, 'status');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/dash/tickets/${id}/status`,
      payload: { status: 'pending' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await owner.post(`/dash/tickets/${id}/status`, { status: 'closed' });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: AccessDeniedMessages.text, code: 'FORBIDDEN' });

    const byCrm = await crm.post(`/dash/tickets/${id}/status`, { status: 'pending' });
    expect(byCrm.statusCode).toBe(200);
    expect(byCrm.json()).toEqual({ message: TicketMessages.statusUpdated, status: 'pending' });
    const byAdmin = await admin.post(`/dash/tickets/${id}/status`, { status: 'closed' });
    expect(byAdmin.statusCode).toBe(200);
    expect((await owner.get(`/dash/tickets/${id}`)).json().status).toBe('closed');
    // The owner hears of each change.
    const titles = (await owner.get('/dash/notifications/items'))
      .json()
      .notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([`Ticket #${id} is now pending`, `Ticket #${id} is now closed`]),
    );

    const bad = await admin.post(`/dash/tickets/${id}/status`, { status: 'sent' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TicketMessages.statusInvalid);
    expect((await admin.post('/dash/tickets/999999/status', { status: 'open' })).statusCode).toBe(404);
  });
});

describe('replies', () => {
  it('mails and notifies the owner of a staff reply, sets pending, and POST /read clears the badge', async () => {
    const id = await raise(owner, 'reply');
    const before = (await counts(owner)).notifications;
    const res = await crm.post(`/dash/tickets/${id}/reply`, { text: 'Please rescan the QR code now.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TicketMessages.replied, status: 'pending' });

    await expect
      .poll(() => ctx.mailbox.received.find((m) => m.subject.includes(`[Ticket #${id}]`)), {
        timeout: 15_000,
      })
      .toBeDefined();
    const mail = ctx.mailbox.received.find((m) => m.subject.includes(`[Ticket #${id}]`));
    if (!mail) throw new Error('no mail');
    expect(mail.envelopeTo).toEqual([newUser('owner1').email]);
    expect(mail.subject).toBe(`Re: [Ticket #${id}] Cannot connect reply | Chatgate`);
    expect(mail.text).toContain('Please rescan the QR code now.');
    expect(mail.text).toContain(`http://chatgate.test/dashboard/viewTickets?id=${id}`);

    expect((await counts(owner)).notifications).toBe(before + 1);
    const [latest] = (await owner.get('/dash/notifications/items')).json().notifications;
    expect(latest).toMatchObject({
      title: `Support replied on ticket #${id}: Cannot connect reply`,
      read: false,
    });
    // Someone else cannot mark the owner's notification.
    expect((await other.post('/dash/notifications/read', { id: latest.id })).json().updated).toBe(0);
    const read = await owner.post('/dash/notifications/read', { id: latest.id });
    expect(read.json()).toEqual({ message: NotificationMessages.marked, updated: 1 });
    expect((await counts(owner)).notifications).toBe(before);
    await owner.post('/dash/notifications/read');
    expect((await counts(owner)).notifications).toBe(0);

    // Opening the ticket marks its notifications read too.
    await admin.post(`/dash/tickets/${id}/reply`, { text: 'Did that help?' });
    expect((await counts(owner)).notifications).toBe(1);
    const thread = (await owner.get(`/dash/tickets/${id}`)).json();
    expect(thread.status).toBe('pending');
    expect(thread.messages[1]).toMatchObject({ author: crm.name, fromStaff: true });
    expect((await counts(owner)).notifications).toBe(0);
  });

  it('notifies the staff of a user reply and sets the ticket open again', async () => {
    const id = await raise(owner, 'user-reply');
    await admin.post(`/dash/tickets/${id}/reply`, { text: 'Which token?' });
    const before = (await counts(admin)).notifications;
    const res = await owner.post(`/dash/tickets/${id}/reply`, { text: 'The trial one.' });
    expect(res.json()).toEqual({ message: TicketMessages.replied, status: 'open' });
    expect((await counts(crm)).notifications).toBeGreaterThan(0);
    expect((await counts(admin)).notifications).toBe(before + 1);
    expect((await admin.post(`/dash/tickets/${id}/reply`, { text: '' })).json().message).toBe(
      TicketMessages.replyRequired,
    );
  });

  it('lets a user close their ticket; then only staff can reopen it by replying (the user gets 409)', async () => {
    const id = await raise(owner, 'closed');
    const closed = await owner.post(`/dash/tickets/${id}/close`);
    expect(closed.json()).toEqual({ message: TicketMessages.closed, status: 'closed' });

    const userReply = await owner.post(`/dash/tickets/${id}/reply`, { text: 'One more thing' });
    expect(userReply.statusCode).toBe(409);
    expect(userReply.json()).toEqual({ message: TicketMessages.closedRaiseNew, code: 'CONFLICT' });

    const staffReply = await crm.post(`/dash/tickets/${id}/reply`, {
      text: 'Reopening: still an issue?',
    });
    expect(staffReply.json().status).toBe('pending');
    expect((await owner.post(`/dash/tickets/${id}/reply`, { text: 'Yes' })).json().status).toBe('open');
    expect((await crm.post(`/dash/tickets/${id}/close`)).json().status).toBe('closed');
  });
});

describe('attachments', () => {
  const download = (account: Caller, fileName: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/dash/tickets/files/${fileName}`,
      headers: { authorization: `Bearer ${account.token}` },
    });

  it('takes a multipart ticket with a file, served to the owner and staff only', async () => {
    const res = await owner.form('/dash/tickets/create', [
      ['type', 'Other'],
      ['uuid', ownerToken],
      ['subject', 'Invoice question'],
      ['description', 'See the attached invoice.'],
      ['file', { filename: 'invoice.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().ticketID;
    const [first] = (await owner.get(`/dash/tickets/${id}`)).json().messages;
    expect(first.fileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    for (const reader of [owner, crm, admin]) {
      const file = await download(reader, first.fileName);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    }
    for (const name of [first.fileName, 'nope.pdf', '..%2F..%2Fetc%2Fpasswd']) {
      const denied = await download(other, name);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({ message: TicketMessages.fileNotFound, code: 'NOT_FOUND' });
    }
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/dash/tickets/files/${first.fileName}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes a multipart reply with a file, and refuses a program or bad fields like JSON would', async () => {
    const id = await raise(owner, 'attach-reply');
    const reply = await crm.form(`/dash/tickets/${id}/reply`, [
      ['text', 'Here is the screenshot.'],
      ['file', { filename: 'shot.png', content: SAMPLE_FILES.png, contentType: 'image/png' }],
    ]);
    expect(reply.statusCode, reply.body).toBe(200);
    const [, answer] = (await owner.get(`/dash/tickets/${id}`)).json().messages;
    expect(answer).toMatchObject({ fromStaff: true, body: 'Here is the screenshot.' });
    expect((await download(owner, answer.fileName)).statusCode).toBe(200);

    const program = await owner.form(`/dash/tickets/${id}/reply`, [
      ['text', 'Run this'],
      ['file', { filename: 'fix.exe', content: SAMPLE_FILES.pe }],
    ]);
    expect(program.statusCode).toBe(415);
    expect(program.json()).toEqual({ message: UploadMessages.executable, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await owner.get(`/dash/tickets/${id}`)).json().messages).toHaveLength(2);

    const missing = await owner.form('/dash/tickets/create', [
      ['type', 'Other'],
      ['subject', 'No description'],
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: TicketMessages.descriptionRequired, code: 'VALIDATION' });
  });
});

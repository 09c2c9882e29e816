import { CallMessages, SandboxMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { phoneCalls } from '../../../test/sandbox-calls';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;
interface Call {
  id: string;
  from: string;
  fromLid: string | null;
  video: boolean;
  group: boolean;
  status: string;
  answeredAt: string | null;
  endedAt: string | null;
  reason?: string;
  automatic?: boolean;
}

/** The token's call events, in order, as [type, data]. */
const callEvents = async (t: Token) =>
  ((await t.call('GET', '/events?after=0&limit=1000')).json().result as Array<{ type: string; data: Call }>)
    .filter((e) => e.type.startsWith('call.'))
    .map((e): [string, Call] => [e.type, e.data]);

/** The token's events of this type. */
const events = async <T>(t: Token, type: string) =>
  (await callEvents(t)).filter(([name]) => name === type).map(([, data]) => data as T);

/** A Sandbox Phone's action on a call: answer, decline, hang up, or look at it. */
const phone = (t: Token, number: string, action: string, callId: string) =>
  action === 'state'
    ? t.dash.get(`/sandbox/phones/${number}/calls/${callId}`)
    : t.dash.post(`/sandbox/phones/${number}/calls/${callId}/${action}`);

async function ringing(t: Token, caller: string): Promise<string> {
  const call = await phoneCalls(t, caller);
  expect(call.state).toBe('ringing');
  return call.id;
}

describe('incoming calls', () => {
  it('arrive as call.received; POST /calls/{id}/reject declines them on the caller’s phone (call.rejected)', async () => {
    const a = await linkedToken(ctx, 'calls-reject', '919800000726');
    const caller = '919800000727';
    const call = await phoneCalls(a, caller, true);
    expect(call).toMatchObject({ state: 'ringing', video: true, to: a.phone });
    const [received] = await events<Call>(a, 'call.received');
    expect(received).toMatchObject({
      id: call.id,
      from: caller,
      video: true,
      group: false,
      status: 'ringing',
    });

    const other = await linkedToken(ctx, 'calls-other', '919800000728');
    expect((await other.call('POST', `/calls/${call.id}/reject`)).statusCode).toBe(404);

    const res = await a.call('POST', `/calls/${call.id}/reject`);
    expect([res.statusCode, res.json().status]).toEqual([200, 'rejected']);
    const state = await a.dash.get(`/sandbox/phones/${caller}/calls/${call.id}`);
    expect(state.json().state).toBe('declined');
    expect(await events<Call>(a, 'call.rejected')).toMatchObject([{ id: call.id, automatic: false }]);
    const again = await a.call('POST', `/calls/${call.id}/reject`);
    expect([again.statusCode, again.json().message]).toEqual([409, CallMessages.callNotRinging]);
    const unknown = await a.call('POST', '/calls/NOSUCHCALL/reject');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, CallMessages.callNotFound]);
  });

  it('ring for 30 seconds: then the phone shows no answer and the call can no longer be rejected', async () => {
    const a = await linkedToken(ctx, 'calls-missed', '919800000729');
    const caller = '919800000721';
    const call = await phoneCalls(a, caller);
    await ctx.db.execute(
      sql`update calls set called_at = now() - interval '31 seconds' where id = ${call.id}`,
    );
    await ctx.db.execute(
      sql`update sim_calls set created_at = now() - interval '31 seconds' where id = ${call.id}`,
    );
    expect((await a.dash.get(`/sandbox/phones/${caller}/calls/${call.id}`)).json().state).toBe('missed');
    expect((await a.call('POST', `/calls/${call.id}/reject`)).statusCode).toBe(409);

    const hungUp = await phoneCalls(a, caller);
    const ended = await a.dash.post(`/sandbox/phones/${caller}/calls/${hungUp.id}/hangup`);
    expect(ended.json().state).toBe('ended');
  });

  it('are rejected at once with rejectCalls, and the callRejectMessage goes to the caller', async () => {
    const a = await linkedToken(ctx, 'calls-auto', '919800000722');
    const caller = '919800000723';
    const put = await a.call('PUT', '/instance/settings', {
      rejectCalls: true,
      callRejectMessage: 'Busy, text me',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().settings).toMatchObject({ rejectCalls: true, callRejectMessage: 'Busy, text me' });
    const tooLong = await a.call('PUT', '/instance/settings', { callRejectMessage: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);

    const call = await phoneCalls(a, caller);
    expect(call.state).toBe('declined');
    expect(await events<Call>(a, 'call.rejected')).toMatchObject([
      { id: call.id, from: caller, status: 'rejected', automatic: true },
    ]);
    await expect
      .poll(async () => {
        const chats = (await a.dash.get(`/sandbox/phones/${caller}`)).json().chats as Array<{
          id: string;
          messages: Array<{ body: string }>;
        }>;
        return chats.find((c) => c.id === a.phone)?.messages.map((m) => m.body);
      })
      .toEqual(['Busy, text me']);

    const logs = (await a.dash.get('/dash/logs?limit=200')).json().result as Array<{ message: string }>;
    expect(logs.map((l) => l.message)).toEqual(
      expect.arrayContaining([`Voice call from +${caller}`, `Call from +${caller} rejected automatically`]),
    );

    await a.call('PUT', '/instance/settings', { callRejectMessage: '' });
    const quiet = await phoneCalls(a, caller);
    expect(quiet.state).toBe('declined');
    expect((await a.call('GET', '/instance/settings')).json().settings.rejectCalls).toBe(true);
  });
});

describe('a call’s lifecycle', () => {
  it('rings on the token’s phone, is answered there (call.accepted), then hung up (call.ended, hangup)', async () => {
    const a = await linkedToken(ctx, 'call-life', '919810031001');
    const caller = '919810031002';
    const id = await ringing(a, caller);
    const incoming = (await a.dash.get(`/sandbox/phones/${a.phone}/calls`)).json().result;
    expect(incoming).toEqual([{ id, from: caller, to: a.phone, video: false, state: 'ringing' }]);
    // Only the callee answers.
    const byCaller = await phone(a, caller, 'accept', id);
    expect([byCaller.statusCode, byCaller.json().message]).toEqual([404, SandboxMessages.callNotFound]);

    const accepted = await phone(a, a.phone, 'accept', id);
    expect([accepted.statusCode, accepted.json().state]).toEqual([200, 'accepted']);
    expect((await phone(a, caller, 'state', id)).json().state).toBe('accepted');
    const again = await phone(a, a.phone, 'accept', id);
    expect([again.statusCode, again.json().message]).toEqual([409, SandboxMessages.callNotRinging]);
    const read = (await a.call('GET', `/calls/${id}`)).json();
    expect(read).toMatchObject({ id, from: caller, status: 'accepted', endedAt: null });
    expect(read.fromLid).toMatch(/^1\d{14}@lid$/);
    expect(read.answeredAt).toEqual(expect.any(String));
    const reject = await a.call('POST', `/calls/${id}/reject`);
    expect([reject.statusCode, reject.json().message]).toEqual([409, CallMessages.callNotRinging]);

    const hungUp = await phone(a, a.phone, 'hangup', id);
    expect(hungUp.json().state).toBe('ended');
    expect((await phone(a, caller, 'state', id)).json().state).toBe('ended');
    const over = await phone(a, caller, 'hangup', id);
    expect([over.statusCode, over.json().message]).toEqual([409, SandboxMessages.callOver]);
    expect((await a.dash.get(`/sandbox/phones/${a.phone}/calls`)).json().result).toEqual([]);

    const events = await callEvents(a);
    expect(events.map(([type, data]) => [type, data.status, data.reason])).toEqual([
      ['call.received', 'ringing', undefined],
      ['call.accepted', 'accepted', undefined],
      ['call.ended', 'ended', 'hangup'],
    ]);
    const ended = events[2]?.[1];
    expect(ended?.endedAt).toEqual(expect.any(String));
    expect((await a.call('GET', `/calls/${id}`)).json()).toMatchObject({
      status: 'ended',
      endedAt: ended?.endedAt,
    });
  });

  it('ends declined on the phone (rejected), given up by the caller or rung out (missed)', async () => {
    const a = await linkedToken(ctx, 'call-ends', '919810031003');
    const caller = '919810031004';
    const declined = await ringing(a, caller);
    expect((await phone(a, a.phone, 'decline', declined)).json().state).toBe('declined');
    expect((await phone(a, caller, 'state', declined)).json().state).toBe('declined');

    const givenUp = await ringing(a, caller);
    expect((await phone(a, caller, 'hangup', givenUp)).json().state).toBe('ended');

    const rangOut = await ringing(a, caller);
    await ctx.db.execute(
      sql`update sim_calls set created_at = now() - interval '31 seconds' where id = ${rangOut}`,
    );
    expect((await phone(a, caller, 'state', rangOut)).json().state).toBe('missed');

    const events = await callEvents(a);
    expect(
      events.filter(([type]) => type !== 'call.received').map(([type, d]) => [type, d.id, d.reason]),
    ).toEqual([
      ['call.rejected', declined, undefined],
      ['call.ended', declined, 'rejected'],
      ['call.ended', givenUp, 'missed'],
      ['call.ended', rangOut, 'missed'],
    ]);
    expect(events.find(([type]) => type === 'call.rejected')?.[1].automatic).toBe(false);
    const statuses = await Promise.all(
      [declined, givenUp, rangOut].map(async (id) => (await a.call('GET', `/calls/${id}`)).json().status),
    );
    expect(statuses).toEqual(['rejected', 'missed', 'missed']);
  });

  it('a call rejected by the API ends too (call.ended, rejected)', async () => {
    const a = await linkedToken(ctx, 'call-api-reject', '919810031005');
    const id = await ringing(a, '919810031006');
    expect((await a.call('POST', `/calls/${id}/reject`)).json()).toMatchObject({ status: 'rejected' });
    const events = await callEvents(a);
    expect(events.map(([type, d]) => [type, d.reason])).toEqual([
      ['call.received', undefined],
      ['call.rejected', undefined],
      ['call.ended', 'rejected'],
    ]);
    // The phone can no longer answer it.
    expect((await phone(a, a.phone, 'accept', id)).statusCode).toBe(409);
  });
});

describe('GET /calls', () => {
  it('pages the token’s calls newest first; GET /calls/{callId} is 404 for another token’s', async () => {
    const a = await linkedToken(ctx, 'call-list', '919810031007');
    const caller = '919810031008';
    const ids = [await ringing(a, caller), await ringing(a, caller), await ringing(a, caller)];
    const first = (await a.call('GET', '/calls?limit=2')).json();
    expect(first.result.map((c: Call) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await a.call('GET', `/calls?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect([second.result.map((c: Call) => c.id), second.nextCursor]).toEqual([[ids[0]], null]);
    expect(first.result[0]).toMatchObject({ from: caller, video: false, group: false, status: 'ringing' });

    const bad = await a.call('GET', '/calls?cursor=yesterday');
    expect([bad.statusCode, bad.json().message]).toEqual([400, CallMessages.cursorInvalid]);
    expect((await a.call('GET', '/calls?limit=0')).statusCode).toBe(400);

    const other = await linkedToken(ctx, 'call-list-other', '919810031009');
    const foreign = await other.call('GET', `/calls/${ids[0]}`);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, CallMessages.callNotFound]);
    expect((await other.call('GET', '/calls')).json()).toEqual({ result: [], nextCursor: null });
  });
});

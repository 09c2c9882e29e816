import { PollMessages, SandboxMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;
const options = ['Monday', 'Tuesday', 'Wednesday'];

async function sendPoll(a: Token, to: string, extra: object = {}) {
  const res = await a.call('POST', '/send/poll', { to, name: 'Which day?', options, ...extra });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().id as string;
}

/** The recipient's Sandbox Phone votes, as a click in its chat does. */
const vote = (a: Token, phone: string, messageId: string, chosen: string[]) =>
  a.dash.post(`/sandbox/phones/${phone}/vote`, { messageId, options: chosen });

const tallyOf = async (a: Token, id: string) => (await a.call('GET', `/messages/${id}`)).json().poll;
const votesIn = (tally: { options: { votes: number }[] }) => tally.options.map((o) => o.votes);

describe('POST /send/poll', () => {
  it('queues a poll like any send, and GET /messages/{id} shows its options with no votes yet', async () => {
    const a = await linkedToken(ctx, 'poll-send', '919800004001');
    const id = await sendPoll(a, '919800004101');
    const view = (await a.call('GET', `/messages/${id}`)).json();
    expect(view).toMatchObject({ type: 'poll', body: '[poll Which day?: Monday / Tuesday / Wednesday]' });
    expect(view.poll).toEqual({
      name: 'Which day?',
      multipleAnswers: false,
      options: options.map((name) => ({ name, votes: 0 })),
      voters: 0,
    });
  });

  it('refuses a poll with too few or too many, empty, duplicate or too long options, or no question', async () => {
    const a = await linkedToken(ctx, 'poll-invalid', '919800004002');
    const refused = async (body: object) => {
      const res = await a.call('POST', '/send/poll', { to: '919800004102', name: 'Q', options, ...body });
      return [res.statusCode, res.json().message];
    };
    expect(await refused({ options: ['only one'] })).toEqual([400, PollMessages.optionsCount]);
    expect(await refused({ options: Array.from({ length: 13 }, (_, i) => `o${i}`) })).toEqual([
      400,
      PollMessages.optionsCount,
    ]);
    expect(await refused({ options: ['yes', ' '] })).toEqual([400, PollMessages.optionEmpty]);
    expect(await refused({ options: ['yes', 'yes'] })).toEqual([400, PollMessages.optionsDuplicate]);
    expect(await refused({ options: ['yes', 'x'.repeat(101)] })).toEqual([400, PollMessages.optionTooLong]);
    expect(await refused({ options: undefined })).toEqual([400, PollMessages.optionsRequired]);
    expect(await refused({ name: '' })).toEqual([400, PollMessages.nameRequired]);
    expect(await refused({ name: 'q'.repeat(256) })).toEqual([400, PollMessages.nameTooLong]);
    expect(await refused({ multipleAnswers: 'yes' })).toEqual([400, PollMessages.multipleAnswersInvalid]);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer, queuing one poll', async () => {
    const a = await linkedToken(ctx, 'poll-idem', '919800004003');
    const body = { to: '919800004103', name: 'Lunch?', options: ['Yes', 'No'] };
    const headers = { 'idempotency-key': 'poll-once' };
    const first = await a.call('POST', '/send/poll', body, headers);
    const again = await a.call('POST', '/send/poll', body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json().id).toBe(first.json().id);
    const other = await a.call('POST', '/send/poll', { ...body, name: 'Dinner?' }, headers);
    expect(other.statusCode).toBe(422);
  });
});

describe('poll votes', () => {
  it('tallies a vote from the phone, replaces it when the voter changes it, and logs poll.vote events', async () => {
    const a = await linkedToken(ctx, 'poll-votes', '919800004004');
    const to = '919800004104';
    const id = await sendPoll(a, to);
    await expect.poll(async () => (await a.call('GET', `/messages/${id}`)).json().status).not.toBe('queued');

    expect((await vote(a, to, id, ['Tuesday'])).json()).toEqual({ message: SandboxMessages.voteSent });
    expect(votesIn(await tallyOf(a, id))).toEqual([0, 1, 0]);
    await vote(a, to, id, ['Wednesday']);
    expect(await tallyOf(a, id)).toMatchObject({ voters: 1 });
    expect(votesIn(await tallyOf(a, id))).toEqual([0, 0, 1]);
    await vote(a, to, id, []);
    expect(await tallyOf(a, id)).toMatchObject({ voters: 0 });

    const events = (await a.call('GET', '/events'))
      .json()
      .result.filter((e: { type: string }) => e.type === 'poll.vote');
    expect(events.map((e: { data: { selectedOptions: string[] } }) => e.data.selectedOptions)).toEqual([
      ['Tuesday'],
      ['Wednesday'],
      [],
    ]);
    expect(events[0].data).toMatchObject({ messageId: id, chatId: to, voter: to, voterLid: null });

    // Logs shows the call and each vote in words.
    await expect
      .poll(async () => {
        const logs = (await a.dash.get(`/dash/logs?insid=${a.insid}&limit=200`)).json().result;
        return (logs as { message: string }[]).map((e) => e.message);
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^POST \/api\/v1\/send\/poll → 202/),
          `Poll vote from +${to}: Tuesday`,
          `Poll vote from +${to}: Wednesday`,
          `Poll vote from +${to}: vote taken back`,
        ]),
      );
  });

  it('counts several answers on a multiple-answer poll, and several voters in a group', async () => {
    const a = await linkedToken(ctx, 'poll-multi', '919800004005');
    const [b, c] = ['919800004105', '919800004106'];
    const group = await a.call('POST', '/groups', { subject: 'Team', participants: [b, c] });
    expect(group.statusCode, group.body).toBe(201);
    const id = await sendPoll(a, group.json().id, { multipleAnswers: true });
    await expect.poll(async () => (await a.call('GET', `/messages/${id}`)).json().status).not.toBe('queued');
    const copyOf = async (phone: string) => {
      const chats = (await a.dash.get(`/sandbox/phones/${phone}`)).json().chats;
      return chats.find((chat: { kind: string }) => chat.kind === 'group').messages[0].id as string;
    };
    expect((await vote(a, b, await copyOf(b), ['Monday', 'Tuesday'])).statusCode).toBe(200);
    expect((await vote(a, c, await copyOf(c), ['Tuesday'])).statusCode).toBe(200);
    expect(await tallyOf(a, id)).toMatchObject({ multipleAnswers: true, voters: 2 });
    expect(votesIn(await tallyOf(a, id))).toEqual([1, 2, 0]);
  });

  it('refuses a vote for options the poll does not have, two on a single-answer poll, or on a message that is no poll', async () => {
    const a = await linkedToken(ctx, 'poll-vote-refused', '919800004006');
    const to = '919800004107';
    const id = await sendPoll(a, to);
    const text = (await a.call('POST', '/send/text', { to, body: 'hi' })).json().id;
    await expect
      .poll(async () => (await a.call('GET', `/messages/${text}`)).json().status)
      .not.toBe('queued');
    const refused = async (messageId: string, chosen: string[], phone = to) => {
      const res = await vote(a, phone, messageId, chosen);
      return [res.statusCode, res.json().message];
    };
    expect(await refused(id, ['Friday'])).toEqual([400, SandboxMessages.voteUnknownOption]);
    expect(await refused(id, ['Monday', 'Tuesday'])).toEqual([400, SandboxMessages.voteOneOption]);
    expect(await refused(text, ['Monday'])).toEqual([400, SandboxMessages.notAPoll]);
    // The token's own phone does not vote on the poll it sent.
    expect(await refused(id, ['Monday'], a.phone)).toEqual([400, SandboxMessages.notAPoll]);
    expect((await tallyOf(a, id)).voters).toBe(0);
  });

  it('receives a poll a phone sends, as a message of type poll with its options', async () => {
    const a = await linkedToken(ctx, 'poll-received', '919800004007');
    const from = '919800004108';
    await a.dash.get(`/sandbox/phones/${from}`);
    const sent = await a.dash.post(`/sandbox/phones/${from}/poll`, {
      to: a.phone,
      name: 'Coffee?',
      options: ['Yes', 'Later'],
      multipleAnswers: true,
    });
    expect(sent.json()).toEqual({ message: SandboxMessages.pollSent });
    await expect
      .poll(async () =>
        (await a.call('GET', '/messages')).json().result.find((m: { type: string }) => m.type === 'poll'),
      )
      .toMatchObject({ direction: 'in', chatId: from });
    const received = (await a.call('GET', '/messages'))
      .json()
      .result.find((m: { type: string }) => m.type === 'poll');
    expect(await tallyOf(a, received.id)).toEqual({
      name: 'Coffee?',
      multipleAnswers: true,
      options: [
        { name: 'Yes', votes: 0 },
        { name: 'Later', votes: 0 },
      ],
      voters: 0,
    });
  });
});

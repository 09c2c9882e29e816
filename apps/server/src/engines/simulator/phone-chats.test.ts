import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusesUntil } from '../../../test/engine-contract-support';
import { linkedSimToken, type SimulatorHarness, simulatorHarness } from '../../../test/simulator-harness';
import type { OutgoingMessage } from '../engine';

const text = (to: string, body: string): OutgoingMessage => ({ kind: 'text', id: randomUUID(), to, body });

let h: SimulatorHarness;
beforeAll(async () => {
  h = await simulatorHarness();
});
afterAll(() => h.close());

/** The phone's chats as the Sandbox Phone shows them: title, kind, and each message in short. */
async function chatsOf(phone: string) {
  const { chats } = await h.sandbox.open(phone, h.userId);
  return chats.map((chat) => ({
    id: chat.id,
    kind: chat.kind,
    title: chat.title,
    messages: chat.messages.map((m) => `${m.fromMe ? 'me' : m.author}: ${m.body} (${m.status})`),
  }));
}

describe('a virtual phone’s chats', () => {
  it('show what its token sent, what it received and what was typed, in order, own ones with their receipts', async () => {
    const [p, q, r] = [h.phone(), h.phone(), h.phone()];
    const insid = await linkedSimToken(h, p);
    await h.sandbox.open(q, h.userId);
    // Sent together, so stored by one statement: they keep their order all the same.
    const burst = ['one', 'two', 'three', 'four'].map((body) => text(q, body));
    const read = statusesUntil(h.engine, burst.at(-1)?.id as string, 'read');
    expect(await h.engine.sendMany(insid, burst)).toEqual({ sent: 4 });
    await read;
    await h.sandbox.reply(q, h.userId, { to: p, body: 'got them' });
    await h.sandbox.reply(p, h.userId, { to: q, body: 'typed on the phone' });
    const toR = text(r, 'to r');
    const sentToR = statusesUntil(h.engine, toR.id, 'sent');
    await h.engine.send(insid, toR);
    await sentToR;

    expect(await chatsOf(p)).toEqual([
      {
        id: r,
        kind: 'contact',
        title: r,
        messages: [expect.stringMatching(/^me: to r \((sent|delivered|read)\)$/)],
      },
      {
        id: q,
        kind: 'contact',
        title: q,
        messages: [
          'me: one (read)',
          'me: two (read)',
          'me: three (read)',
          'me: four (read)',
          `${q}: got them (delivered)`,
          'me: typed on the phone (delivered)',
        ],
      },
    ]);
    expect((await chatsOf(q)).map((c) => c.messages)).toEqual([
      [
        `${p}: one (read)`,
        `${p}: two (read)`,
        `${p}: three (read)`,
        `${p}: four (read)`,
        'me: got them (delivered)',
        `${p}: typed on the phone (delivered)`,
      ],
    ]);
  });

  it('show a group message it sent once, whatever the members, its members’ messages, and its channel posts', async () => {
    const [p, q, r] = [h.phone(), h.phone(), h.phone()];
    const insid = await linkedSimToken(h, p);
    const other = await linkedSimToken(h, q);
    const group = await h.engine.createGroup(insid, 'Club', [q, r]);
    const hello = text(group.id, 'Meeting at 6');
    const read = statusesUntil(h.engine, hello.id, 'read');
    await h.engine.send(insid, hello);
    await read;
    const answer = text(group.id, 'See you');
    const sent = statusesUntil(h.engine, answer.id, 'read');
    await h.engine.send(other, answer);
    await sent;
    const channel = await h.engine.createChannel(insid, 'News');
    await h.engine.send(insid, text(channel.id, 'Issue 1'));
    const quiet = await h.engine.createGroup(insid, 'Quiet', [r]);

    expect(await chatsOf(p)).toEqual([
      { id: channel.id, kind: 'channel', title: 'News', messages: ['me: Issue 1 (sent)'] },
      {
        id: group.id,
        kind: 'group',
        title: 'Club',
        messages: ['me: Meeting at 6 (read)', `${q}: See you (read)`],
      },
      { id: quiet.id, kind: 'group', title: 'Quiet', messages: [] },
    ]);
    expect((await chatsOf(r)).map((c) => [c.title, c.messages])).toEqual([
      ['Club', [`${p}: Meeting at 6 (read)`, `${q}: See you (read)`]],
      ['Quiet', []],
    ]);
    expect((await h.sandbox.open(p, h.userId)).chats[1]?.messages[0]?.id).toBe(hello.id);
  });

  it('lets a member’s phone write in its group: the other members see it and their tokens receive it from the group, by that phone', async () => {
    const [p, q, r, outsider] = [h.phone(), h.phone(), h.phone(), h.phone()];
    const owner = await linkedSimToken(h, p);
    const member = await linkedSimToken(h, q);
    const group = await h.engine.createGroup(owner, 'Club', [q, r]);
    await h.sandbox.open(r, h.userId);
    const received: Array<{ insid: string; from: string; author?: string; body: string }> = [];
    const stop = h.engine.on('message', ({ insid, message }) => {
      if (message.from === group.id)
        received.push({ insid, from: message.from, author: message.author, body: message.body });
    });
    try {
      await h.sandbox.reply(r, h.userId, { to: group.id, body: 'Running late' });
      expect(received.sort((a, b) => a.insid.localeCompare(b.insid))).toEqual(
        [owner, member].sort().map((insid) => ({ insid, from: group.id, author: r, body: 'Running late' })),
      );
    } finally {
      stop();
    }
    expect((await chatsOf(r)).find((c) => c.id === group.id)?.messages).toEqual([
      'me: Running late (delivered)',
    ]);
    for (const phone of [p, q])
      expect((await chatsOf(phone)).find((c) => c.id === group.id)?.messages).toEqual([
        `${r}: Running late (delivered)`,
      ]);
    await h.sandbox.open(outsider, h.userId);
    await expect(h.sandbox.reply(outsider, h.userId, { to: group.id, body: 'let me in' })).rejects.toThrow(
      'notGroupMember',
    );
  });

  it('lets a phone reply to a message of the chat, quoting it both ways: the token gets the quotedId', async () => {
    const [p, q, r] = [h.phone(), h.phone(), h.phone()];
    const insid = await linkedSimToken(h, p);
    await h.sandbox.open(q, h.userId);
    await h.sandbox.open(r, h.userId);
    const question = text(q, 'Which colour?');
    const sent = statusesUntil(h.engine, question.id, 'sent');
    await h.engine.send(insid, question);
    await sent;

    const heard = new Promise<{ quotedId?: string; body: string }>((resolve) =>
      h.engine.hub.on('message', (event) => {
        if (event.insid === insid) resolve(event.message);
      }),
    );
    const answerId = await h.sandbox.reply(q, h.userId, { to: p, body: 'Green', quotedId: question.id });
    expect(await heard).toMatchObject({ body: 'Green', quotedId: question.id });

    // The token answers the answer: the phone shows that quote as well.
    const thanks: OutgoingMessage = { ...text(q, 'Thanks!'), quotedId: answerId };
    const thanked = statusesUntil(h.engine, thanks.id, 'sent');
    await h.engine.send(insid, thanks);
    await thanked;

    const [chat] = (await h.sandbox.open(q, h.userId)).chats;
    expect(chat?.messages.map((m) => [m.body, m.quoted])).toEqual([
      ['Which colour?', null],
      ['Green', { id: question.id, author: p, body: 'Which colour?' }],
      ['Thanks!', { id: answerId, author: q, body: 'Green' }],
    ]);

    // Only a message of this very chat can be quoted.
    await expect(
      h.sandbox.reply(r, h.userId, { to: p, body: 'me too', quotedId: question.id }),
    ).rejects.toThrow('quoteNotInChat');
    await expect(
      h.sandbox.reply(q, h.userId, { to: p, body: 'nothing', quotedId: randomUUID() }),
    ).rejects.toThrow('quoteNotInChat');
  });

  it('lets a phone write to any virtual phone, not only to a token’s', async () => {
    const [p, q] = [h.phone(), h.phone()];
    await h.sandbox.open(p, h.userId);
    await h.sandbox.open(q, h.userId);
    await h.sandbox.reply(p, h.userId, { to: q, body: 'phone to phone' });
    expect((await chatsOf(q))[0]?.messages).toEqual([`${p}: phone to phone (delivered)`]);
    await expect(h.sandbox.reply(p, h.userId, { to: '919899999999', body: 'nobody' })).rejects.toThrow(
      'noLink',
    );
  });
});

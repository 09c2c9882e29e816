import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { OutgoingMessage } from '../src/engines/engine';
import type { PollContent } from '../src/engines/engine-events';
import { connectedToken, type EngineHarness, nextEvent, statusesUntil } from './engine-contract-support';

const lunch: PollContent = {
  name: 'Lunch at?',
  options: ['12:30', '13:00', '13:30'],
  multipleAnswers: false,
};
const poll = (id: string, to: string, content: PollContent): OutgoingMessage => ({
  id,
  to,
  kind: 'poll',
  ...content,
});

/** A small WebP, as a sticker sent inline is kept (already converted). */
const webp = () =>
  sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .webp()
    .toBuffer();

/** Polls and stickers, in the MessagingEngine contract (`h` is the current test's harness). */
export function pollAndStickerContract(harness: () => EngineHarness) {
  it('sends a poll; the recipient’s vote arrives as a pollVote event, and a changed vote as a new one', async () => {
    const h = harness();
    const { insid } = await connectedToken(h);
    const id = randomUUID();
    const statuses = statusesUntil(h.engine, id, 'sent');
    await h.engine.send(insid, poll(id, h.registered, lunch));
    expect(await statuses).toEqual(['sent']);
    expect(await h.receivedBy(h.registered, id)).toBe(1);
    expect(await h.receivedContent(h.registered, id)).toEqual(lunch);

    const voted = (options: string[]) =>
      nextEvent(h.engine, 'pollVote', (e) => e.pollId === id && e.selectedOptions.join() === options.join());
    const first = voted(['13:00']);
    await h.phoneVotes(h.registered, id, ['13:00']);
    expect(await first).toMatchObject({ insid, pollId: id, voter: h.registered, selectedOptions: ['13:00'] });
    const changed = voted(['13:30']);
    await h.phoneVotes(h.registered, id, ['13:30']);
    const second = await changed;
    expect(second.timestamp.getTime()).toBeGreaterThanOrEqual((await first).timestamp.getTime());
  });

  it('sends a multiple-answer poll, on which one vote chooses several options', async () => {
    const h = harness();
    const { insid } = await connectedToken(h);
    const id = randomUUID();
    const content = { ...lunch, multipleAnswers: true };
    const statuses = statusesUntil(h.engine, id, 'sent');
    await h.engine.send(insid, poll(id, h.registered, content));
    await statuses;
    expect(await h.receivedContent(h.registered, id)).toEqual(content);
    const vote = nextEvent(h.engine, 'pollVote', (e) => e.pollId === id);
    await h.phoneVotes(h.registered, id, ['12:30', '13:30']);
    expect((await vote).selectedOptions).toEqual(['12:30', '13:30']);
  });

  it('sends a sticker: the recipient gets it once, as a sticker', async () => {
    const h = harness();
    const { insid } = await connectedToken(h);
    const id = randomUUID();
    const statuses = statusesUntil(h.engine, id, 'sent');
    const media = `data:image/webp;base64,${(await webp()).toString('base64')}`;
    await h.engine.send(insid, { id, to: h.registered, kind: 'sticker', media, mimeType: 'image/webp' });
    expect(await statuses).toEqual(['sent']);
    expect(await h.receivedBy(h.registered, id)).toBe(1);
    expect(await h.receivedContent(h.registered, id)).toBe('sticker');
  });

  it('receives a phone’s poll as type poll with its options, and its sticker as type sticker with the file', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const writer = h.phone();
    const asked = { name: 'Coffee?', options: ['Yes', 'Later'], multipleAnswers: true };
    const pollArrived = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.type === 'poll');
    await h.phoneSendsPoll(writer, phone, asked);
    expect((await pollArrived).message).toMatchObject({ from: writer, type: 'poll', poll: asked });

    const stickerArrived = nextEvent(
      h.engine,
      'message',
      (e) => e.insid === insid && e.message.type === 'sticker',
    );
    const bytes = await webp();
    await h.phoneSendsSticker(writer, phone, bytes);
    const { message } = await stickerArrived;
    expect(message).toMatchObject({ from: writer, type: 'sticker', body: '[sticker]' });
    expect(message.file).toMatchObject({ mimeType: 'image/webp', size: bytes.length });
    expect(message.file?.ref).toMatch(/^stored:/);
  });
}

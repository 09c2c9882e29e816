import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { EngineError } from '../src/engines/engine-error';
import type { ChatReport } from '../src/engines/engine-events';
import type { ChatChange } from '../src/engines/operations/chats';
import { connectedToken, type EngineHarness, nextEvent, statusesUntil } from './engine-contract-support';

/** How the linked phone keeps a chat, as a harness reads it from the engine's network. */
export interface PhoneChatState {
  archived: boolean;
  pinned: boolean;
  muted: boolean;
  /** The mute's end; null while muted for ever. */
  mutedUntil: Date | null;
  deleted: boolean;
}

/** The harness's part for chats (see EngineHarness). */
export interface ChatHarness {
  /** How the token's linked phone `phone` keeps the chat `chatId` now. */
  chatState(phone: string, chatId: string): Promise<PhoneChatState>;
  /** The user types a text on the linked phone itself to `toPhone` (a phone of the network). */
  phoneWritesItself(phone: string, toPhone: string, body: string): Promise<void>;
}

/** The next `chats` event of the token that reports the chat `chatId` as `match` wants. */
const reported = (h: EngineHarness, insid: string, chatId: string, match: (c: ChatReport) => boolean) =>
  nextEvent(h.engine, 'chats', (e) => e.insid === insid && e.chats.some((c) => c.id === chatId && match(c)));

/** Chats, in the MessagingEngine contract (`h` is the current test's harness). */
export function chatContract(harness: () => EngineHarness & ChatHarness) {
  const modify = (h: EngineHarness, insid: string, chatId: string, change: ChatChange) => {
    if (!h.engine.modifyChat) throw new Error('the engine has no modifyChat');
    return h.engine.modifyChat(insid, chatId, change, null);
  };

  it('archives, pins and mutes a chat on the linked phone, and reports each change back', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const chatId = h.registered;
    const steps: Array<[ChatChange, (c: ChatReport) => boolean, Partial<PhoneChatState>]> = [
      [{ action: 'archive' }, (c) => c.archived === true, { archived: true }],
      [{ action: 'pin' }, (c) => c.pinned === true, { pinned: true }],
      [
        { action: 'mute', until: new Date(Date.now() + 3_600_000) },
        (c) => !!c.muted && !!c.muted.until,
        { muted: true },
      ],
      [
        { action: 'mute', until: null },
        (c) => !!c.muted && c.muted.until === null,
        { muted: true, mutedUntil: null },
      ],
      [{ action: 'unmute' }, (c) => c.muted === false, { muted: false }],
      [{ action: 'unpin' }, (c) => c.pinned === false, { pinned: false }],
      [{ action: 'unarchive' }, (c) => c.archived === false, { archived: false }],
    ];
    for (const [change, match, state] of steps) {
      const event = reported(h, insid, chatId, match);
      const asked = Date.now();
      await modify(h, insid, chatId, change);
      const report = (await event).chats.find((c) => c.id === chatId && match(c));
      // Stamped with when it was heard (decision 0041), not with an older time of the phone's.
      expect(report?.changedAt.getTime()).toBeGreaterThanOrEqual(asked);
      expect(await h.chatState(phone, chatId)).toMatchObject(state);
    }
  });

  it('mutes until a time the phone keeps to the second', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const until = new Date(Date.now() + 8 * 3_600_000);
    const event = reported(h, insid, h.registered, (c) => !!c.muted);
    await modify(h, insid, h.registered, { action: 'mute', until });
    const muted = (await event).chats.find((c) => c.id === h.registered)?.muted;
    expect(muted ? muted.until?.getTime() : undefined).toBe(until.getTime());
    expect((await h.chatState(phone, h.registered)).mutedUntil?.getTime()).toBe(until.getTime());
  });

  it('deletes a chat on the linked phone, naming its last message, and reports it deleted', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const id = randomUUID();
    const statuses = statusesUntil(h.engine, id, 'sent');
    await h.engine.send(insid, { kind: 'text', id, to: h.registered, body: 'before the delete' });
    await statuses;
    const event = reported(h, insid, h.registered, (c) => c.deleted === true);
    await h.engine.modifyChat?.(
      insid,
      h.registered,
      { action: 'delete' },
      {
        id,
        direction: 'out',
        timestamp: new Date(),
      },
    );
    await event;
    expect((await h.chatState(phone, h.registered)).deleted).toBe(true);
  });

  it('refuses a chat change while no phone is linked', async () => {
    const h = harness();
    const insid = await h.newToken();
    const refused = modify(h, insid, h.registered, { action: 'archive' });
    await expect(refused).rejects.toBeInstanceOf(EngineError);
    await expect(refused).rejects.toMatchObject({ reason: 'not-connected' });
  });

  it('reports a message the linked phone writes itself as the chat’s last message, read', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const other = h.phone();
    const event = reported(h, insid, other, (c) => c.lastMessage !== undefined);
    await h.phoneWritesItself(phone, other, 'typed on the phone');
    const chat = (await event).chats.find((c) => c.id === other);
    expect(chat).toMatchObject({
      unreadCount: 0,
      lastMessage: { direction: 'out', type: 'text', preview: 'typed on the phone' },
    });
    expect(chat?.lastMessage?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
}

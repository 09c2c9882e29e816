import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simChatSettings, simMessages } from '../../db/schema';
import { changeTime } from '../change-time';
import { EngineError } from '../engine-error';
import type { UnstampedChatReport } from '../engine-events';
import type { EngineEventHub } from '../event-hub';
import type { ChatChange, ChatLastRef } from '../operations/chats';
import { SendFailures } from '../send-failures';
import * as q from './simulator.queries';

/** What a change sets on the phone's record of the chat, and what the phone reports back. */
function settingsOf(change: ChatChange): {
  set: Partial<typeof simChatSettings.$inferInsert>;
  report: UnstampedChatReport;
} {
  const report = (fields: Omit<UnstampedChatReport, 'id'>) => ({ id: '', ...fields });
  switch (change.action) {
    case 'archive':
    case 'unarchive': {
      const archived = change.action === 'archive';
      return { set: { archived }, report: report({ archived }) };
    }
    case 'pin':
    case 'unpin': {
      const pinned = change.action === 'pin';
      return { set: { pinned }, report: report({ pinned }) };
    }
    case 'mute':
      return {
        set: { muted: true, mutedUntil: change.until },
        report: report({ muted: { until: change.until } }),
      };
    case 'unmute':
      return { set: { muted: false, mutedUntil: null }, report: report({ muted: false }) };
    case 'delete':
      return { set: { clearedAt: new Date() }, report: report({ deleted: true }) };
  }
}

/**
 * Chats in the simulator. Rules: a change the token asks for is kept with the linked phone
 * (`sim_chat_settings`, as WhatsApp's app state would be) and reported back to the token as a
 * `chats` event, as WhatsApp tells every linked device (stamped with when it was heard, decision 0041); a delete also removes the phone's copies
 * of the chat's messages (what it received in the chat and wrote in it). A message the linked
 * phone types itself (in its Sandbox Phone) is reported to its token as the chat's last message,
 * read (unread 0).
 */
export class SimulatorChats {
  constructor(
    private readonly db: Db,
    private readonly hub: EngineEventHub,
  ) {}

  async modify(insid: string, chatId: string, change: ChatChange, _last: ChatLastRef | null): Promise<void> {
    const phone = await q.linkedPhone(this.db, insid);
    if (!phone) throw new EngineError('not-connected', SendFailures.notConnected);
    const { set, report } = settingsOf(change);
    await this.db.transaction(async (tx) => {
      await tx
        .insert(simChatSettings)
        .values({ ...phone, chatId, ...set })
        .onConflictDoUpdate({
          target: [simChatSettings.accountId, simChatSettings.phone, simChatSettings.chatId],
          set: { ...set, updatedAt: sql`now()` },
        });
      if (change.action === 'delete')
        await tx
          .delete(simMessages)
          .where(
            and(
              eq(simMessages.accountId, phone.accountId),
              eq(simMessages.phone, phone.phone),
              or(eq(simMessages.peer, chatId), eq(simMessages.groupId, chatId)),
            ),
          );
    });
    this.hub.emit('chats', { insid, chats: [{ ...report, id: chatId, changedAt: changeTime() }] });
  }

  /** How the linked phone keeps the chat now (null: never changed). */
  async settings(phone: q.NetworkPhone, chatId: string) {
    const [row] = await this.db
      .select()
      .from(simChatSettings)
      .where(
        and(
          eq(simChatSettings.accountId, phone.accountId),
          eq(simChatSettings.phone, phone.phone),
          eq(simChatSettings.chatId, chatId),
        ),
      );
    return row ?? null;
  }

  /** The phone linked to `insid` wrote message `id` in the chat itself: its token hears of it. */
  wroteOnPhone(insid: string, chatId: string, message: { id: string; type: string; body: string }): void {
    const lastMessage = {
      ...message,
      direction: 'out' as const,
      preview: message.body,
      timestamp: new Date(),
    };
    const { body: _, ...last } = lastMessage;
    this.hub.emit('chats', {
      insid,
      chats: [{ id: chatId, unreadCount: 0, lastMessage: last, changedAt: changeTime() }],
    });
  }
}

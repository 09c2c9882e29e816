import { SANDBOX_PHONE_HISTORY, type SandboxChat } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { adminGroupsOf, type GroupNoticeRow, noticesOfPhone } from './group-admin.queries';
import type { NetworkPhone } from './simulator.queries';

const lastAt = (chat: SandboxChat) => chat.messages.at(-1)?.createdAt ?? '';

/**
 * The phone's chats with its groups' system lines among their messages (by time), and each group
 * it administers marked `admin`; chats with messages stay newest first, empty ones after them.
 */
export function withNotices(
  chats: SandboxChat[],
  notices: GroupNoticeRow[],
  adminOf: Set<string>,
  phone: string,
): SandboxChat[] {
  const byId = new Map(chats.map((chat) => [chat.id, chat]));
  for (const notice of notices) {
    const chat = byId.get(notice.groupId);
    if (!chat) continue;
    chat.messages.push({
      id: notice.id,
      fromMe: notice.actor === phone,
      author: notice.actor,
      body: notice.body,
      status: 'sent',
      quoted: null,
      content: null,
      edited: false,
      revoked: false,
      forwarded: false,
      system: true,
      createdAt: notice.createdAt.toISOString(),
    });
  }
  for (const chat of chats) {
    if (chat.kind !== 'group') continue;
    chat.messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    chat.admin = adminOf.has(chat.id);
  }
  const active = chats.filter((chat) => chat.messages.length > 0);
  active.sort((a, b) => lastAt(b).localeCompare(lastAt(a)));
  return [...active, ...chats.filter((chat) => chat.messages.length === 0)];
}

/** Adds the system lines and admin marks of the phone's groups to its chats. */
export async function addGroupNotices(db: Queryable, at: NetworkPhone, chats: SandboxChat[]) {
  const [notices, adminOf] = await Promise.all([
    noticesOfPhone(db, at, SANDBOX_PHONE_HISTORY),
    adminGroupsOf(db, at),
  ]);
  return withNotices(chats, notices, adminOf, at.phone);
}

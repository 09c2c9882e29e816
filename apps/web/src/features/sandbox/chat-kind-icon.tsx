import type { SandboxChat, SandboxChatKind } from '@chatgate/contracts';
import { Megaphone, User, Users } from 'lucide-react';
import { cn } from '../../lib/cn';

const ICONS = { contact: User, group: Users, channel: Megaphone } as const;

/** A round avatar telling a contact, a group and a channel apart. */
export function ChatKindIcon({ kind, className }: { kind: SandboxChatKind; className?: string }) {
  const Icon = ICONS[kind];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}

/** What the chat is, in words, for a chat list's line and a screen reader. */
export const CHAT_KIND_LABELS: Record<SandboxChatKind, string> = {
  contact: 'Contact',
  group: 'Group',
  channel: 'Channel',
};

/** The chat's name on one line: a contact's number in a monospace font, a group's or channel's name. */
export function ChatTitle({
  chat,
  as: Tag = 'span',
  className,
}: {
  chat: SandboxChat;
  as?: 'span' | 'h3';
  className?: string;
}) {
  return (
    <Tag
      className={cn(
        'truncate text-slate-900 dark:text-white',
        chat.kind === 'contact' && 'font-mono',
        className,
      )}
    >
      {chat.title}
    </Tag>
  );
}

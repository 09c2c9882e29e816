import type { SandboxChat } from '@chatgate/contracts';
import { cn } from '../../lib/cn';
import { CHAT_KIND_LABELS, ChatKindIcon, ChatTitle } from './chat-kind-icon';
import { chatTime } from './chat-time';
import { messageSummary } from './message-summary';
import { MessageTicks } from './message-ticks';

function LastMessage({ chat }: { chat: SandboxChat }) {
  const last = chat.messages.at(-1);
  if (!last) return <span className="italic">No messages yet</span>;
  const who = last.fromMe ? 'You: ' : chat.kind === 'group' ? `${last.author}: ` : '';
  return (
    <span className="flex min-w-0 items-center gap-1">
      {last.fromMe && !last.revoked && <MessageTicks status={last.status} className="shrink-0" />}
      <span className="truncate">
        {who}
        {messageSummary(last)}
      </span>
    </span>
  );
}

/** The phone's chats, the latest activity first; picking one opens it. */
export function ChatList({
  phone,
  chats,
  selected,
  onSelect,
}: {
  phone: string;
  chats: SandboxChat[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <ul aria-label={`Chats of ${phone}`} className="max-h-[30rem] space-y-1 overflow-y-auto">
      {chats.map((chat) => {
        const last = chat.messages.at(-1);
        return (
          <li key={chat.id}>
            <button
              type="button"
              onClick={() => onSelect(chat.id)}
              aria-current={chat.id === selected || undefined}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm transition-colors',
                chat.id === selected
                  ? 'bg-emerald-50 dark:bg-emerald-950/60'
                  : 'hover:bg-slate-100 dark:hover:bg-slate-800',
              )}
            >
              <ChatKindIcon kind={chat.kind} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <ChatTitle chat={chat} className="font-medium" />
                  {last && (
                    <span className="shrink-0 text-slate-500 text-xs dark:text-slate-400">
                      {chatTime(last.createdAt)}
                    </span>
                  )}
                </span>
                <span className="flex items-center gap-1 text-slate-500 text-xs dark:text-slate-400">
                  {chat.kind !== 'contact' && (
                    <span className="shrink-0 font-medium">{CHAT_KIND_LABELS[chat.kind]} ·</span>
                  )}
                  <LastMessage chat={chat} />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

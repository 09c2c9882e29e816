import { type SandboxChat, type SandboxMessage, SandboxPhoneTexts } from '@chatgate/contracts';
import { CornerUpLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { CHAT_KIND_LABELS, ChatKindIcon, ChatTitle } from './chat-kind-icon';
import { chatTime } from './chat-time';
import { ChatActivity, ContactProfile } from './contact-profile';
import { GroupSubjectForm } from './group-subject-form';
import { MessageContent } from './message-content';
import { messageSummary } from './message-summary';
import { MessageTicks } from './message-ticks';
import { OwnMessageActions } from './own-message-actions';
import { QuotedMessage } from './quoted-message';

interface BubbleProps {
  message: SandboxMessage;
  phone: string;
  showAuthor: boolean;
  onReply?: (message: SandboxMessage) => void;
  /** The phone may edit and delete its own messages (chats with a contact). */
  changeable: boolean;
}

function MessageBubble({ message, phone, showAuthor, onReply, changeable }: BubbleProps) {
  const mine = message.fromMe;
  // A sticker stands alone, without a bubble, as on a phone.
  const bare = message.content?.type === 'sticker';
  return (
    <li className={cn('group flex flex-wrap items-center gap-1', mine ? 'flex-row-reverse' : 'flex-row')}>
      <div
        data-from-me={mine}
        className={cn(
          'max-w-[80%] text-sm',
          bare
            ? 'text-slate-900 dark:text-slate-100'
            : mine
              ? 'rounded-2xl rounded-br-md bg-emerald-700 px-3.5 py-2 text-white shadow-sm'
              : 'rounded-2xl rounded-bl-md bg-white px-3.5 py-2 text-slate-900 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700',
        )}
      >
        <p className="sr-only">{mine ? 'You:' : `${message.author}:`}</p>
        {showAuthor && !mine && (
          <p
            aria-hidden="true"
            className="font-medium font-mono text-emerald-700 text-xs dark:text-emerald-400"
          >
            {message.author}
          </p>
        )}
        {message.forwarded && !message.revoked && (
          <p
            className={cn('text-xs italic', mine ? 'text-emerald-50' : 'text-slate-500 dark:text-slate-400')}
          >
            {SandboxPhoneTexts.forwarded}
          </p>
        )}
        {message.quoted && (
          <QuotedMessage quoted={message.quoted} phone={phone} onDark={mine} className="my-1" />
        )}
        {message.revoked ? (
          <p className="italic opacity-80">{SandboxPhoneTexts.revoked}</p>
        ) : message.content ? (
          <MessageContent
            content={message.content}
            phone={phone}
            messageId={message.id}
            onDark={mine && !bare}
          />
        ) : (
          <p className="whitespace-pre-wrap break-words">{message.body}</p>
        )}
        <p
          className={cn(
            'mt-0.5 flex items-center justify-end gap-1 text-xs',
            mine && !bare ? 'text-emerald-50' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {message.edited && !message.revoked && <span>{SandboxPhoneTexts.edited}</span>}
          <time dateTime={message.createdAt}>{chatTime(message.createdAt)}</time>
          {mine && !message.revoked && <MessageTicks status={message.status} onDark={!bare} />}
        </p>
      </div>
      {changeable && mine && !message.revoked && <OwnMessageActions phone={phone} message={message} />}
      {onReply && !message.revoked && (
        <button
          type="button"
          onClick={() => onReply(message)}
          title="Reply"
          className="rounded-full p-1.5 text-slate-500 opacity-60 transition hover:bg-white hover:text-slate-900 hover:opacity-100 focus-visible:opacity-100 group-hover:opacity-100 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <CornerUpLeft aria-hidden="true" className="size-4" />
          <span className="sr-only">Reply to {messageSummary(message).slice(0, 40)}</span>
        </button>
      )}
    </li>
  );
}

/** A group's system line ("+91… changed the subject to …"), centred as on a phone. */
function SystemLine({ message }: { message: SandboxMessage }) {
  return (
    <li className="flex justify-center">
      <p className="max-w-[90%] rounded-lg bg-amber-50 px-3 py-1 text-center text-slate-700 text-xs shadow-sm ring-1 ring-amber-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700">
        {message.body} · <time dateTime={message.createdAt}>{chatTime(message.createdAt)}</time>
      </p>
    </li>
  );
}

interface ChatViewProps {
  chat: SandboxChat;
  /** The phone whose chat this is. */
  phone: string;
  /** Reply to a message, quoting it (chats with a contact). */
  onReply?: (message: SandboxMessage) => void;
  /** What the contact is doing now ("typing..."), shown under the chat's name instead of its kind. */
  activity?: string | null;
}

/**
 * One chat, oldest message first: the phone's own on the right with their ticks, the others' on
 * the left; each with Reply where replies can quote.
 */
export function ChatView({ chat, phone, onReply, activity }: ChatViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1)?.id;
  // A new message scrolls into view, as on a phone.
  useEffect(() => {
    if (last && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [last]);

  return (
    <div className="flex min-w-0 flex-col overflow-hidden rounded-xl ring-1 ring-slate-200 dark:ring-slate-800">
      <div className="flex items-center gap-3 border-slate-200 border-b bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        {chat.kind === 'contact' ? (
          <ContactProfile
            phone={phone}
            peer={chat.id}
            activity={activity}
            fallback={<ChatKindIcon kind={chat.kind} className="size-9" />}
          />
        ) : (
          <>
            <ChatKindIcon kind={chat.kind} className="size-9" />
            <div className="min-w-0">
              <ChatTitle chat={chat} as="h3" className="font-semibold" />
              {activity ? (
                <ChatActivity activity={activity} />
              ) : (
                <p className="truncate text-slate-500 text-xs dark:text-slate-400">
                  {`${CHAT_KIND_LABELS[chat.kind]} · ${chat.id}`}
                </p>
              )}
            </div>
          </>
        )}
        {chat.kind === 'group' && chat.admin && (
          <GroupSubjectForm key={chat.title} phone={phone} groupId={chat.id} subject={chat.title} />
        )}
      </div>
      <div
        ref={scroller}
        className="max-h-[26rem] min-h-48 overflow-y-auto bg-slate-100 p-4 dark:bg-slate-950/60"
      >
        {chat.messages.length === 0 ? (
          <p className="py-10 text-center text-slate-500 text-sm dark:text-slate-400">
            No messages here yet.
          </p>
        ) : (
          <ol aria-label={`Messages with ${chat.title}`} aria-live="polite" className="space-y-2">
            {chat.messages.map((message) =>
              message.system ? (
                <SystemLine key={message.id} message={message} />
              ) : (
                <MessageBubble
                  key={message.id}
                  message={message}
                  phone={phone}
                  showAuthor={chat.kind === 'group'}
                  onReply={onReply}
                  changeable={chat.kind === 'contact'}
                />
              ),
            )}
          </ol>
        )}
      </div>
    </div>
  );
}

import type { SandboxMessage } from '@chatgate/contracts';
import { cn } from '../../lib/cn';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function MessageBubble({ message }: { message: SandboxMessage }) {
  const outgoing = message.direction === 'out';
  return (
    <li className={cn('flex', outgoing ? 'justify-end' : 'justify-start')}>
      <div
        data-direction={message.direction}
        className={cn(
          'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
          outgoing
            ? 'rounded-br-md bg-emerald-700 text-white'
            : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700',
        )}
      >
        <p className={cn('text-xs', outgoing ? 'text-emerald-50' : 'text-slate-500 dark:text-slate-400')}>
          {outgoing ? `To ${message.peer}` : `From ${message.peer}`}
          {message.groupId ? ` in group ${message.groupId}` : ''}
        </p>
        <p className="whitespace-pre-wrap break-words">{message.body}</p>
        <p
          className={cn(
            'mt-1 text-right text-xs',
            outgoing ? 'text-emerald-50' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {timeFormat.format(new Date(message.createdAt))} ·{' '}
          <span data-testid="message-status">{message.status}</span>
        </p>
      </div>
    </li>
  );
}

/** The messages this phone received and sent, oldest first. */
export function ChatView({ phone, messages }: { phone: string; messages: SandboxMessage[] }) {
  const sorted = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <div className="max-h-[28rem] min-h-40 overflow-y-auto rounded-xl bg-slate-100 p-4 dark:bg-slate-950/60">
      {sorted.length === 0 ? (
        <p className="py-10 text-center text-slate-500 text-sm dark:text-slate-400">
          No messages yet. Send a test message from a token to {phone}.
        </p>
      ) : (
        <ol aria-label={`Messages of ${phone}`} aria-live="polite" className="space-y-3">
          {sorted.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}

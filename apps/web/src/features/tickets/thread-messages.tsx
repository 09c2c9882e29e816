import type { TicketThreadMessage } from '@chatgate/contracts';
import { DateTime } from '../../components/date-text';
import { cn } from '../../lib/cn';
import { AttachmentDownload } from './attachment-download';

/** Who wrote a message, for people: the name, or a stand-in once the account is gone. */
export const authorName = (message: Pick<TicketThreadMessage, 'author'>) => message.author ?? 'Deleted user';

function ThreadMessage({ message }: { message: TicketThreadMessage }) {
  return (
    <li
      data-from={message.fromStaff ? 'staff' : 'user'}
      className={cn(
        'rounded-xl p-4 ring-1',
        message.fromStaff
          ? 'bg-emerald-50/60 ring-emerald-200 sm:ml-10 dark:bg-emerald-950/30 dark:ring-emerald-900'
          : 'bg-white ring-slate-200 sm:mr-10 dark:bg-slate-900 dark:ring-slate-800',
      )}
    >
      <article aria-label={`Message from ${authorName(message)}`}>
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <h3 className="font-semibold text-slate-900 dark:text-white">{authorName(message)}</h3>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 font-medium text-xs',
              message.fromStaff
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200'
                : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
            )}
          >
            {message.fromStaff ? 'Support' : 'User'}
          </span>
          <DateTime
            value={message.createdAt}
            withTime
            className="text-slate-500 text-xs dark:text-slate-400"
          />
        </header>
        {/* Plain text: React escapes it, and pre-wrap keeps the writer's line breaks. */}
        <p className="mt-2 whitespace-pre-wrap break-words text-slate-800 text-sm leading-6 dark:text-slate-200">
          {message.body}
        </p>
        {message.fileName && <AttachmentDownload fileName={message.fileName} />}
      </article>
    </li>
  );
}

/** The thread, oldest message first. */
export function ThreadMessages({ messages }: { messages: TicketThreadMessage[] }) {
  return (
    <ol aria-label="Messages" className="space-y-4">
      {[...messages]
        .sort((a, b) => a.id - b.id)
        .map((message) => (
          <ThreadMessage key={message.id} message={message} />
        ))}
    </ol>
  );
}

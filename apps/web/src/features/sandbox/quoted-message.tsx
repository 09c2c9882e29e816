import type { SandboxMessage } from '@chatgate/contracts';
import { cn } from '../../lib/cn';

type Quoted = NonNullable<SandboxMessage['quoted']>;

/** Who wrote the quoted message, as this phone says it. */
const authorOf = (quoted: Pick<Quoted, 'author'>, phone: string) =>
  quoted.author === null ? 'Earlier message' : quoted.author === phone ? 'You' : quoted.author;

/** The message a reply quotes, as a bar above the reply's text (or above the composer). */
export function QuotedMessage({
  quoted,
  phone,
  onDark = false,
  className,
}: {
  quoted: Pick<Quoted, 'author' | 'body'>;
  phone: string;
  /** Inside the phone's own (dark) bubble. */
  onDark?: boolean;
  className?: string;
}) {
  return (
    <blockquote
      className={cn(
        'rounded-md border-l-4 px-2.5 py-1.5 text-xs',
        onDark
          ? 'border-emerald-200 bg-emerald-800 text-emerald-50'
          : 'border-emerald-600 bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300',
        className,
      )}
    >
      <span className="sr-only">Replying to </span>
      <span className="block font-medium font-mono">{authorOf(quoted, phone)}</span>
      <span className="line-clamp-2 break-words">{quoted.body ?? 'Not shown in this chat any more'}</span>
    </blockquote>
  );
}

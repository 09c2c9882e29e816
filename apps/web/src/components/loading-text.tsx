import { cn } from '../lib/cn';
import { Spinner } from './spinner';

/** "Loading..." with a small spinner, announced politely, where a part of a page waits for data. */
export function LoadingText({ className }: { className?: string }) {
  return (
    <p
      role="status"
      className={cn('flex items-center gap-2 text-slate-600 text-sm dark:text-slate-300', className)}
    >
      <Spinner size="sm" /> Loading...
    </p>
  );
}

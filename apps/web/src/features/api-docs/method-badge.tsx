import { cn } from '../../lib/cn';
import type { HttpMethod } from './catalogue/types';

const tones: Record<HttpMethod, string> = {
  GET: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  POST: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  PUT: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  PATCH: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
  DELETE: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span className={cn('rounded-md px-2 py-0.5 font-bold font-mono text-xs tracking-wide', tones[method])}>
      {method}
    </span>
  );
}

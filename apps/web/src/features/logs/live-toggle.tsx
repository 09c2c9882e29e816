import { useId } from 'react';
import { cn } from '../../lib/cn';
import { LIVE_REFRESH_MS } from './use-logs';

/** The Live switch: while on, the table refreshes every few seconds. */
export function LiveToggle({ live, onChange }: { live: boolean; onChange: (live: boolean) => void }) {
  const hintId = useId();
  return (
    <div className="flex items-center gap-3">
      <span id={hintId} className="text-slate-500 text-xs dark:text-slate-400">
        {live ? `Refreshing every ${LIVE_REFRESH_MS / 1000} s` : 'Paused'}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={live}
        aria-describedby={hintId}
        onClick={() => onChange(!live)}
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative h-5 w-9 rounded-full transition-colors',
            live ? 'bg-emerald-600' : 'bg-slate-300 dark:bg-slate-600',
          )}
        >
          <span
            className={cn(
              'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform',
              live && 'translate-x-4',
            )}
          />
        </span>
        Live
      </button>
    </div>
  );
}

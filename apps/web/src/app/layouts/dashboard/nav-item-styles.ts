import { cn } from '../../../lib/cn';

/** A side-bar row: link, group header or footer button; `collapsed` centres the icon alone. */
export function navItemClass({ active, collapsed }: { active?: boolean; collapsed?: boolean }) {
  return cn(
    'flex w-full items-center gap-3 rounded-lg py-2 font-medium text-sm transition-colors',
    collapsed ? 'justify-center px-2' : 'px-3',
    active
      ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  );
}

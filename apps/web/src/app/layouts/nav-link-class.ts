import { cn } from '../../lib/cn';

/** A header link's look; the current route is highlighted (spec 2.2). */
export function navLinkClass(isActive: boolean, extra?: string): string {
  return cn(
    'rounded-md px-3 py-2 font-medium text-sm transition-colors',
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:text-slate-900',
    extra,
  );
}

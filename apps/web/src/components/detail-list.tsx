import type { LucideIcon } from 'lucide-react';
import { TextWithDates } from './date-text';

export interface Detail {
  label: string;
  value: string;
  icon: LucideIcon;
}

/** Label and value pairs in a responsive grid; empty values show a dash. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {items.map(({ label, value, icon: Icon }) => (
        <div key={label} className="relative min-h-9 pl-12">
          <dt className="font-medium text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
            <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-lg bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="mt-0.5 break-words font-medium text-slate-900 text-sm dark:text-slate-100">
            {value ? <TextWithDates text={value} /> : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

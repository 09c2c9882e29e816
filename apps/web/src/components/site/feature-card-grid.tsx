import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface FeatureCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Cards of an icon, a title (h3) and a line of text, in a responsive grid. */
export function FeatureCardGrid({
  items,
  className,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
}: {
  items: readonly FeatureCard[];
  className?: string;
  /** Tailwind grid-column classes. */
  columns?: string;
}) {
  return (
    <ul className={cn('grid gap-6', columns, className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="flex size-10 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600 text-sm leading-6">{text}</p>
        </li>
      ))}
    </ul>
  );
}

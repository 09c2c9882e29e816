import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** A sentence on what would fill the list, or how to see more. */
  children: ReactNode;
}

/** What a card's list shows when it has nothing: an icon, a short title and a sentence. */
export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 px-5 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-1 font-semibold text-slate-900 dark:text-white">{title}</p>
      <p className="max-w-md text-slate-600 text-sm leading-6 dark:text-slate-400">{children}</p>
    </div>
  );
}

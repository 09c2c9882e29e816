import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A decorative spinning icon; pair it with visible text or a label for screen readers. */
export function Spinner({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', sizes[size], className)} />;
}

/** Covers the screen while something loads, with the text Loading... (spec 2.5, 2.7). */
export function FullPageSpinner() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-white dark:bg-slate-950"
    >
      <Spinner size="lg" className="text-emerald-600" />
      <p className="font-medium text-slate-600 text-sm dark:text-slate-300">Loading...</p>
    </div>
  );
}

import { MessageCircle } from 'lucide-react';
import { cn } from '../lib/cn';
import { Link } from '../lib/router';

interface LogoProps {
  to?: string;
  className?: string;
  /** Classes for the name beside the mark, e.g. to leave only the mark (and the name for screen readers) on a phone. */
  nameClassName?: string;
}

/** The Chatgate mark and name, linking to `to`. */
export function Logo({ to = '/', className, nameClassName }: LogoProps) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 rounded-md', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-emerald-600 text-white shadow-sm">
        <MessageCircle aria-hidden="true" className="size-[18px]" strokeWidth={2.5} />
      </span>
      <span className={cn('font-bold text-lg text-slate-900 tracking-tight dark:text-white', nameClassName)}>
        Chatgate
      </span>
    </Link>
  );
}

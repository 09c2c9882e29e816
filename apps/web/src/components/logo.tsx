import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** The Chatgate mark and name, linking to `to`. */
export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 rounded-md', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-emerald-600 text-white shadow-sm">
        <MessageCircle aria-hidden="true" className="size-[18px]" strokeWidth={2.5} />
      </span>
      <span className="font-bold text-lg text-slate-900 tracking-tight dark:text-white">Chatgate</span>
    </Link>
  );
}

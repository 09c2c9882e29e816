import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../lib/support-email';

/** Prose building blocks of the legal documents (there is no typography plugin). */

const linkClass =
  'rounded-sm font-medium text-emerald-700 underline decoration-emerald-700/30 underline-offset-2 ' +
  'hover:decoration-emerald-700 dark:text-emerald-400 dark:decoration-emerald-400/40';

export function P({ children }: { children: ReactNode }) {
  return <p className="mt-4 first:mt-0">{children}</p>;
}

export function List({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-emerald-600">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list that never reorders
        <li key={index} className="pl-1">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function B({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-slate-900 dark:text-white">{children}</strong>;
}

export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

export function SupportEmailLink() {
  return (
    <a href={SUPPORT_MAILTO} className={`${linkClass} break-words`}>
      {SUPPORT_EMAIL}
    </a>
  );
}

import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

/** A link that opens the Sandbox Phone page in a new tab, ready to link the token. */
export function SandboxLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 font-semibold text-emerald-700 text-sm hover:underline dark:text-emerald-400"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </Link>
  );
}

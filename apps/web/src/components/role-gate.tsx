import { AccessDeniedMessages, type Role } from '@chatgate/contracts';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '../lib/session-context';
import { ButtonLink } from './button-link';
import { usePageTitle } from './page-title';

/** The page a role may not open (spec 5, 8): Access Denied and the spec's sentence. */
export function AccessDenied() {
  usePageTitle(AccessDeniedMessages.title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-400">
        <ShieldX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
        {AccessDeniedMessages.title}
      </h1>
      <p className="mt-2 text-slate-600 text-sm leading-6 dark:text-slate-400">{AccessDeniedMessages.text}</p>
      <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
        Back to Dashboard
      </ButtonLink>
    </div>
  );
}

interface RoleGateProps {
  /** The roles that may see the page; the server enforces the same rule. */
  roles: readonly Role[];
  children: ReactNode;
}

/** Shows its children to the given roles and Access Denied to everyone else. */
export function RoleGate({ roles, children }: RoleGateProps) {
  const { user } = useSession();
  if (!user || !roles.includes(user.role)) return <AccessDenied />;
  return children;
}

import { DEFAULT_ROLE } from '@chatgate/contracts';
import { Mail, ShieldCheck, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { useSession } from '../../lib/session-context';
import { LogoutButton } from './logout-button';
import { useProfile } from './use-profile';

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="p-5">
      <dt className="flex items-center gap-2 font-medium text-slate-500 text-xs uppercase tracking-wide">
        <span className="flex size-7 items-center justify-center rounded-md bg-emerald-50 text-emerald-600">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 break-all font-medium text-slate-900 text-sm">{value}</dd>
    </div>
  );
}

/** Minimal dashboard home: greeting, account details and logout. */
export default function DashboardPage() {
  const { user } = useSession();
  const profile = useProfile();
  const data = profile.data;

  const name = data?.name || user?.name || '';
  const username = data?.username || user?.username || '';
  const email = data?.email || user?.email || '';
  const role = data?.mem_type ?? user?.role ?? DEFAULT_ROLE;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium text-emerald-700 text-sm">Dashboard</p>
          <h1 className="mt-1 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            Welcome, {name}
          </h1>
          <p className="mt-1 text-slate-600 text-sm">Here is the account you are signed in with.</p>
        </div>
        <LogoutButton />
      </div>

      {profile.isError && (
        <Alert tone="warning" className="mt-6">
          We couldn't refresh your details just now; showing the ones saved in this browser.
        </Alert>
      )}

      <section
        aria-labelledby="account-heading"
        className="mt-8 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="account-heading" className="border-slate-100 border-b px-5 py-4 font-semibold text-slate-900">
          Account
        </h2>
        <dl className="grid divide-y divide-slate-100 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          <Detail icon={<User aria-hidden="true" className="size-4" />} label="Username" value={username} />
          <Detail icon={<Mail aria-hidden="true" className="size-4" />} label="Email" value={email} />
          <Detail icon={<ShieldCheck aria-hidden="true" className="size-4" />} label="Role" value={role} />
        </dl>
      </section>
    </div>
  );
}

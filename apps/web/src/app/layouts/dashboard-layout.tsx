import { LAYOUT } from '@chatgate/contracts';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { FullPageSpinner } from '../../components/spinner';
import { useSession } from '../../lib/session-context';

/** A minimal shell for the logged-in area until the full dashboard lands. */
export function DashboardLayout() {
  const { user } = useSession();
  const initial = user?.name.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className="min-h-screen bg-slate-50">
      <header
        className="fixed inset-x-0 top-0 z-30 flex items-center justify-between border-slate-200 border-b bg-white px-4 sm:px-6"
        style={{ height: LAYOUT.topBarHeightPx }}
      >
        <Logo to="/dashboard" />
        <div className="flex items-center gap-3">
          <span className="hidden font-medium text-slate-700 text-sm sm:inline">{user?.name}</span>
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-700 text-sm"
          >
            {initial}
          </span>
        </div>
      </header>
      <main style={{ paddingTop: LAYOUT.topBarHeightPx }}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

import { Construction } from 'lucide-react';
import { ButtonLink } from '../components/button-link';

/** A dashboard screen that arrives in a later release, shown inside the shell meanwhile. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-400">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 font-bold text-2xl text-slate-900 tracking-tight dark:text-white">{title}</h1>
      <p className="mt-2 font-medium text-amber-700 text-sm dark:text-amber-400">Coming soon</p>
      <p className="mt-3 text-slate-600 text-sm leading-6 dark:text-slate-400">
        This screen is on its way. Meanwhile your tokens, QR codes, test messages and the Sandbox Phone are
        ready on the dashboard.
      </p>
      <ButtonLink to="/dashboard" className="mt-6">
        Back to Dashboard
      </ButtonLink>
    </div>
  );
}

/** Dashboard routes whose screens come in later issues, with their titles. */
export const COMING_SOON_ROUTES: Array<{ path: string; title: string }> = [
  { path: 'gSheet', title: 'Google Sheets' },
];

import { Smartphone } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';

/** Shown when no token has a linked phone yet: only connected tokens can check numbers. */
export function NoTokensNotice() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-slate-200 border-dashed p-8 text-center dark:border-slate-800">
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-400">
        <Smartphone aria-hidden="true" className="size-6" />
      </span>
      <h2 className="font-semibold text-slate-900 dark:text-white">No connected token yet</h2>
      <p className="max-w-md text-slate-600 text-sm leading-6 dark:text-slate-400">
        Numbers are checked through a token with a linked phone. Open the dashboard, click Get QR Code on a
        token and scan it with your phone (or link the Sandbox Phone), then come back here.
      </p>
      <ButtonLink to="/dashboard" size="sm">
        Go to Dashboard
      </ButtonLink>
    </div>
  );
}

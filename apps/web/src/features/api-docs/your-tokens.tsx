import { CopyButton } from '../../components/copy-button';
import { useUserTokens } from '../../lib/use-user-tokens';

/** The signed-in user's token ids (insid), ready to copy into a request. */
export function YourTokens() {
  const rows = useUserTokens().tokens;
  if (rows.length === 0) return null;
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-slate-800/50 dark:ring-slate-700">
      <h3 className="font-semibold text-slate-900 text-sm dark:text-white">Your token ids</h3>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
        {rows.map((row) => (
          <li key={row.insid} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 text-sm">
              <span className="font-medium text-slate-900 dark:text-slate-100">{row.instanceName}</span>{' '}
              <code className="break-all font-mono text-slate-600 dark:text-slate-300">{row.insid}</code>
            </span>
            <CopyButton text={row.insid} label="Copy id" variant="ghost" />
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { SheetsOverview } from '@chatgate/contracts';
import { ExternalLink, FileSpreadsheet, RefreshCw, Unlink } from 'lucide-react';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import { errorMessage } from '../../lib/api-error';
import { sheetsApi } from './api';
import { spreadsheetUrl } from './sheet-state';
import { useOverviewMutation } from './use-sheets';

interface ConnectedSheetProps {
  insid: string;
  overview: SheetsOverview;
  /** Reads the spreadsheet again (e.g. after adding a tab in Google Sheets). */
  onRefresh: () => void;
  refreshing: boolean;
}

/** The connected spreadsheet: its title and tabs as Google shows them, a link to it, Refresh and Disconnect. */
export function ConnectedSheet({ insid, overview, onRefresh, refreshing }: ConnectedSheetProps) {
  const { confirm, alert } = useDialog();
  const disconnect = useOverviewMutation(insid, () => sheetsApi.disconnect(insid));
  const id = overview.gSheetID ?? '';
  const sheet = overview.spreadsheet;

  async function onDisconnect() {
    const proceed = await confirm({
      icon: 'warning',
      title: 'Disconnect the spreadsheet?',
      text: 'Bulk sends from its tabs, the message log and Send on new row stop using it. Nothing in the spreadsheet is changed or deleted.',
      confirmText: 'Disconnect',
      cancelText: 'Cancel',
      confirmVariant: 'danger',
    });
    if (!proceed) return;
    try {
      await disconnect.mutateAsync(undefined);
    } catch (error) {
      await alert({
        icon: 'error',
        title: 'Could not disconnect',
        text: errorMessage(error, 'Please try again.'),
      });
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <FileSpreadsheet aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-slate-900 dark:text-white">
            {sheet?.title ?? 'Connected spreadsheet'}
          </h3>
          <a
            href={spreadsheetUrl(id)}
            target="_blank"
            rel="noreferrer"
            className="mt-0.5 inline-flex max-w-full items-center gap-1 text-emerald-700 text-sm hover:underline dark:text-emerald-400"
          >
            <span className="truncate">Open in Google Sheets</span>
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {sheet && (
            <div className="mt-3">
              <p className="text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
                {sheet.tabs.length === 1 ? '1 tab' : `${sheet.tabs.length} tabs`}
              </p>
              <ul className="mt-1.5 flex flex-wrap gap-2">
                {sheet.tabs.map((tab) => (
                  <li
                    key={tab.title}
                    className="rounded-md bg-slate-100 px-2 py-1 text-slate-700 text-xs dark:bg-slate-800 dark:text-slate-200"
                  >
                    {tab.title}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        {sheet && (
          <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </Button>
        )}
        <Button variant="secondary" loading={disconnect.isPending} onClick={onDisconnect}>
          <Unlink aria-hidden="true" className="size-4" />
          Disconnect
        </Button>
      </div>
    </div>
  );
}

import type { SheetsOverview } from '@chatgate/contracts';
import { useState } from 'react';
import { Card } from '../../components/card';
import { LoadingText } from '../../components/loading-text';
import type { RunRowFilter } from './api';
import { BulkSendSetup } from './bulk-send-setup';
import { RunList } from './run-list';
import { RunPanel } from './run-panel';
import { activeRun } from './run-progress';
import { useSheetRuns } from './use-runs';

interface BulkSendProps {
  insid: string;
  /** The connected spreadsheet when it can be opened; null limits the source to a file. */
  spreadsheet: SheetsOverview['spreadsheet'];
  /** The server can reach Google Sheets at all (else no word about connecting one). */
  sheetsAvailable: boolean;
}

/** The run the card shows and the filter its rows open with; null shows the setup. */
type OpenRun = { id: string; filter: RunRowFilter; focus: boolean } | null;

/**
 * Bulk send: set up a send (source, preview, columns, dry run) or follow one, and the past sends.
 * Until the user picks, a send in progress is shown.
 */
export function BulkSend({ insid, spreadsheet, sheetsAvailable }: BulkSendProps) {
  const runs = useSheetRuns(insid);
  const [picked, setPicked] = useState<OpenRun | undefined>(undefined);
  const active = activeRun(runs.data?.runs);
  const open =
    picked === undefined ? (active ? { id: active.id, filter: 'all' as const, focus: false } : null) : picked;

  return (
    <div className="space-y-6">
      <Card
        title="Bulk send"
        description="One WhatsApp message per row, from a tab of your spreadsheet or a CSV or Excel file. Rows are checked before anything is sent."
      >
        {picked === undefined && runs.isPending ? (
          <LoadingText />
        ) : open ? (
          <RunPanel
            key={open.id}
            insid={insid}
            runId={open.id}
            initialFilter={open.filter}
            onNew={() => setPicked(null)}
            focus={open.focus}
          />
        ) : (
          <BulkSendSetup
            insid={insid}
            spreadsheet={spreadsheet}
            sheetsAvailable={sheetsAvailable}
            onCreated={(id) => setPicked({ id, filter: 'problems', focus: true })}
          />
        )}
      </Card>
      <RunList
        runs={runs}
        openId={open?.id ?? null}
        onOpen={(id) => setPicked({ id, filter: 'all', focus: true })}
      />
    </div>
  );
}

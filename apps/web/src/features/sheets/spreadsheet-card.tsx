import type { SheetsOverview } from '@chatgate/contracts';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { StatusBadge } from '../../components/status-badge';
import { ConnectForm } from './connect-form';
import { ConnectedSheet } from './connected-sheet';
import { ShareStep } from './share-step';
import { type SheetState, sheetBadge } from './sheet-state';
import { StepNumber } from './step-number';

interface SpreadsheetCardProps {
  insid: string;
  overview: SheetsOverview;
  state: SheetState;
  /** The overview is being fetched again. */
  checking: boolean;
  onCheckAgain: () => void;
}

/** The token's spreadsheet: how to connect one, or the connected one with its tabs and any access problem. */
export function SpreadsheetCard({ insid, overview, state, checking, onCheckAgain }: SpreadsheetCardProps) {
  const badge = sheetBadge(state);
  const email = overview.serviceAccountEmail;
  return (
    <Card
      title="Spreadsheet"
      description="The Google spreadsheet this token reads rows from and writes to."
      action={<StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>}
    >
      {state === 'unconfigured' ? (
        <Alert tone="info">
          Google Sheets is not set up on this server. You can still upload a CSV or Excel file for a bulk
          send.
        </Alert>
      ) : state === 'disconnected' ? (
        <ol className="space-y-6">
          <ShareStep step={1} email={email} />
          <li className="flex gap-4">
            <StepNumber step={2} />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900 text-sm dark:text-white">Paste its link and connect</p>
              <div className="mt-3">
                <ConnectForm insid={insid} />
              </div>
            </div>
          </li>
        </ol>
      ) : (
        <div className="space-y-5">
          {overview.accessError && (
            <Alert tone="error" title="Chatgate cannot open this spreadsheet">
              <p>{overview.accessError}</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                loading={checking}
                onClick={onCheckAgain}
              >
                Check again
              </Button>
            </Alert>
          )}
          {state === 'unreachable' && (
            <ol>
              <ShareStep step={1} email={email} />
            </ol>
          )}
          <ConnectedSheet insid={insid} overview={overview} onRefresh={onCheckAgain} refreshing={checking} />
        </div>
      )}
    </Card>
  );
}

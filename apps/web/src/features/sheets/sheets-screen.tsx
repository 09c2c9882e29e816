import { FileSpreadsheet, ListPlus, Send } from 'lucide-react';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { AutomationTabs } from './automation-tabs';
import { BulkSend } from './bulk-send';
import { EventLogCard } from './event-log-card';
import { NewRowCard } from './new-row-card';
import { sheetState } from './sheet-state';
import { SpreadsheetCard } from './spreadsheet-card';
import { useSheetsOverview } from './use-sheets';

/** One token's Google Sheets screen: the spreadsheet, then the three automations. */
export function SheetsScreen({ insid }: { insid: string }) {
  const overview = useSheetsOverview(insid);
  if (!overview.data) {
    return (
      <Card title="Spreadsheet" flush>
        <QueryStatus query={overview} errorTitle="The Google Sheets settings could not be loaded" />
      </Card>
    );
  }
  const data = overview.data;
  const state = sheetState(data);
  const spreadsheet = state === 'connected' ? data.spreadsheet : null;
  const bulkSend = <BulkSend insid={insid} spreadsheet={spreadsheet} sheetsAvailable={data.configured} />;

  return (
    <div className="space-y-6">
      <SpreadsheetCard
        insid={insid}
        overview={data}
        state={state}
        checking={overview.isFetching}
        onCheckAgain={() => void overview.refetch()}
      />
      {state === 'unconfigured' ? (
        bulkSend
      ) : (
        <AutomationTabs
          label="Automations"
          tabs={[
            { id: 'bulk', label: 'Bulk send', icon: Send, panel: bulkSend },
            {
              id: 'log',
              label: 'Log messages to a sheet',
              icon: FileSpreadsheet,
              panel: <EventLogCard insid={insid} overview={data} spreadsheet={spreadsheet} />,
            },
            {
              id: 'new-row',
              label: 'Send on new row',
              icon: ListPlus,
              panel: <NewRowCard insid={insid} overview={data} spreadsheet={spreadsheet} />,
            },
          ]}
        />
      )}
    </div>
  );
}

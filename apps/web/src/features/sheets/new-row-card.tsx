import type { SheetsOverview } from '@chatgate/contracts';
import { CalendarClock, Hash, ListStart } from 'lucide-react';
import { Card } from '../../components/card';
import type { Detail } from '../../components/detail-list';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { AutomationStats } from './automation-stats';
import { NeedsSheetNote } from './needs-sheet-note';
import { NewRowForm } from './new-row-form';
import { automationBadge } from './sheet-state';

interface NewRowCardProps {
  insid: string;
  overview: SheetsOverview;
  spreadsheet: SheetsOverview['spreadsheet'];
}

/** Send on new row: what it does, its tab, phone column, template and switch, and how it has gone. */
export function NewRowCard({ insid, overview, spreadsheet }: NewRowCardProps) {
  const settings = overview.newRow;
  const badge = automationBadge(settings.enabled);
  const items: Detail[] = [
    { label: 'Rows sent', value: settings.sent.toLocaleString('en-US'), icon: Hash },
    {
      label: 'Last checked',
      value: settings.lastCheckedAt ? formatDateTime(settings.lastCheckedAt) : '',
      icon: CalendarClock,
    },
  ];
  if (settings.enabled && settings.lastRow > 0) {
    items.push({ label: 'Sending rows after', value: `Row ${settings.lastRow}`, icon: ListStart });
  }
  return (
    <Card
      title="Send on new row"
      description="A WhatsApp message to each row added to a tab, e.g. by a form or another app."
      action={<StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>}
    >
      <div className="space-y-6">
        <p className="text-slate-600 text-sm leading-6 dark:text-slate-400">
          Chatgate checks the tab regularly and sends the message to the phone number of each new row, with
          the row's values in its {'{{placeholders}}'}. Rows present when it is switched on are not sent; only
          rows added after.
        </p>
        {spreadsheet ? (
          <NewRowForm insid={insid} settings={settings} tabs={spreadsheet.tabs} />
        ) : (
          <NeedsSheetNote>Then choose the tab to watch and write the message.</NeedsSheetNote>
        )}
        <AutomationStats items={items} lastError={settings.lastError} />
      </div>
    </Card>
  );
}

import type { SheetsOverview } from '@chatgate/contracts';
import { CalendarClock, Hash } from 'lucide-react';
import { Card } from '../../components/card';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { AutomationStats } from './automation-stats';
import { EventLogForm } from './event-log-form';
import { NeedsSheetNote } from './needs-sheet-note';
import { automationBadge } from './sheet-state';

interface EventLogCardProps {
  insid: string;
  overview: SheetsOverview;
  spreadsheet: SheetsOverview['spreadsheet'];
}

/** Log messages to a sheet: what it writes, its tab and switch, and how it has gone. */
export function EventLogCard({ insid, overview, spreadsheet }: EventLogCardProps) {
  const log = overview.eventLog;
  const badge = automationBadge(log.enabled);
  return (
    <Card
      title="Log messages to a sheet"
      description="A running record of this token's messages in a tab of your spreadsheet."
      action={<StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>}
    >
      <div className="space-y-6">
        <p className="text-slate-600 text-sm leading-6 dark:text-slate-400">
          Every message received and every status change of this token is added as a row: time, direction,
          chat, type, text, media link, status, message id.
        </p>
        {spreadsheet ? (
          <EventLogForm insid={insid} settings={log} tabs={spreadsheet.tabs} />
        ) : (
          <NeedsSheetNote>Then choose the tab the messages are written to.</NeedsSheetNote>
        )}
        <AutomationStats
          lastError={log.lastError}
          items={[
            { label: 'Events written', value: log.written.toLocaleString('en-US'), icon: Hash },
            {
              label: 'Last written',
              value: log.lastWrittenAt ? formatDateTime(log.lastWrittenAt) : '',
              icon: CalendarClock,
            },
          ]}
        />
      </div>
    </Card>
  );
}

import type { CreateSheetRun, SheetPreview, SheetsOverview, SheetUpload } from '@chatgate/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../components/alert';
import { errorMessage } from '../../lib/api-error';
import { ChoiceGroup } from './choice-group';
import type { SourceKind } from './column-mapping';
import { FileUpload } from './file-upload';
import { MappingForm } from './mapping-form';
import { PreviewTable } from './preview-table';
import { SheetSource } from './sheet-source';
import { useCreateRun } from './use-runs';
import { useSheetPreview } from './use-sheets';

interface BulkSendSetupProps {
  insid: string;
  spreadsheet: SheetsOverview['spreadsheet'];
  sheetsAvailable: boolean;
  /** The dry run was made: open it. */
  onCreated: (runId: string) => void;
}

interface Source {
  /** Changes with the rows read, so the column mapping is guessed again. */
  key: string;
  name: string;
  kind: SourceKind;
  rows: SheetPreview;
  body: CreateSheetRun['source'];
}

function sheetSource(tab: string, rows: SheetPreview | undefined): Source | null {
  if (!tab || !rows) return null;
  return { key: `sheet:${tab}`, name: tab, kind: 'sheet', rows, body: { kind: 'sheet', tab } };
}

function fileSource(upload: SheetUpload | null): Source | null {
  if (!upload) return null;
  const body = { kind: 'file' as const, uploadId: upload.uploadId };
  return { key: `file:${upload.uploadId}`, name: upload.fileName, kind: 'file', rows: upload, body };
}

/** Where the rows come from, what they look like, which columns hold what, then Check rows (the dry run). */
export function BulkSendSetup({ insid, spreadsheet, sheetsAvailable, onCreated }: BulkSendSetupProps) {
  const name = useId();
  // Until the user picks, the source follows the spreadsheet: connecting one offers its first tab.
  const [chosenKind, setKind] = useState<SourceKind | null>(null);
  const kind = chosenKind ?? (spreadsheet ? 'sheet' : 'file');
  const [chosenTab, setTab] = useState<string | null>(null);
  const tab =
    chosenTab !== null && spreadsheet?.tabs.some((t) => t.title === chosenTab)
      ? chosenTab
      : (spreadsheet?.tabs[0]?.title ?? '');
  const [upload, setUpload] = useState<SheetUpload | null>(null);
  const fromSheet = kind === 'sheet' && spreadsheet !== null;
  const preview = useSheetPreview(insid, fromSheet ? tab : '');
  const create = useCreateRun(insid);

  const source = fromSheet
    ? sheetSource(tab, preview.isPlaceholderData ? undefined : preview.data)
    : fileSource(upload);
  const sendable = source !== null && source.rows.headers.length > 0 && source.rows.rowCount > 0;

  return (
    <div className="space-y-6">
      {spreadsheet ? (
        <ChoiceGroup
          legend="Rows from"
          name={name}
          value={kind}
          onChange={setKind}
          choices={[
            { value: 'sheet', label: 'A tab of the spreadsheet' },
            { value: 'file', label: 'A CSV or Excel file' },
          ]}
        />
      ) : (
        sheetsAvailable && (
          <Alert tone="info" title="Connect a spreadsheet first">
            Then you can send from one of its tabs. Uploading a CSV or Excel file works now.
          </Alert>
        )
      )}
      {fromSheet ? (
        <SheetSource tabs={spreadsheet.tabs} tab={tab} onTab={setTab} preview={preview} />
      ) : (
        <FileUpload insid={insid} upload={upload} onUpload={setUpload} />
      )}
      {source && <PreviewTable preview={source.rows} name={source.name} />}
      {source && !sendable && (
        <Alert tone="warning" title="Nothing to send">
          Put the column names in the first row and one row per message under them.
        </Alert>
      )}
      {source && sendable && (
        <MappingForm
          key={source.key}
          headers={source.rows.headers}
          kind={source.kind}
          checking={create.isPending}
          onCheck={(mapping) =>
            create.mutate(
              { source: source.body, mapping },
              { onSuccess: (detail) => onCreated(detail.run.id) },
            )
          }
        />
      )}
      {create.isError && (
        <Alert tone="error" title="The rows could not be checked">
          {errorMessage(create.error, 'Please try again.')}
        </Alert>
      )}
    </div>
  );
}

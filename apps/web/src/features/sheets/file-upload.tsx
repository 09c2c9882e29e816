import type { SheetUpload } from '@chatgate/contracts';
import { FileSpreadsheet } from 'lucide-react';
import { Button } from '../../components/button';
import { FileField } from '../../components/file-field';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-error';
import { useUploadFile } from './use-runs';

/** The picker offers CSV and Excel (.xlsx) files; the server reads and checks the content. */
export const SHEET_FILE_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FileUploadProps {
  insid: string;
  upload: SheetUpload | null;
  onUpload: (upload: SheetUpload | null) => void;
}

/** Uploads the chosen CSV or Excel file at once; then shows it with a way to choose another. */
export function FileUpload({ insid, upload, onUpload }: FileUploadProps) {
  const send = useUploadFile(insid);

  if (upload) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800/60">
        <FileSpreadsheet
          aria-hidden="true"
          className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
        />
        <span className="min-w-0 flex-1 truncate text-slate-800 dark:text-slate-100">
          {upload.fileName}{' '}
          <span className="text-slate-500 dark:text-slate-400">
            ({upload.rowCount === 1 ? '1 row' : `${upload.rowCount.toLocaleString('en-US')} rows`})
          </span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            send.reset();
            onUpload(null);
          }}
        >
          Choose another file
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <FileField
        label="CSV or Excel file"
        accept={SHEET_FILE_ACCEPT}
        hint="A .csv or .xlsx file whose first row holds the column names."
        error={send.isError ? errorMessage(send.error, 'The file could not be read.') : undefined}
        disabled={send.isPending}
        onChange={(file) => {
          if (file) send.mutate(file, { onSuccess: onUpload });
        }}
      />
      {send.isPending && (
        <p role="status" className="flex items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
          <Spinner size="sm" /> Reading the file...
        </p>
      )}
    </div>
  );
}

import { UPLOAD_MAX_MB_DEFAULT } from '@chatgate/contracts';
import { Paperclip, X } from 'lucide-react';
import { Button } from '../../components/button';
import { FileField } from '../../components/file-field';
import { formatSize } from '../../lib/format-size';

/** Types the server accepts as attachments, offered first by the picker (the server checks the content). */
export const ATTACHMENT_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv';

const HINT = `Optional. An image, PDF, ZIP, Word, Excel or PowerPoint file, or a .txt or .csv file, up to ${UPLOAD_MAX_MB_DEFAULT} MB.`;

interface AttachmentPickerProps {
  label?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** An optional attachment: a file picker, then the chosen file's name and size with a Remove button. */
export function AttachmentPicker({ label = 'Attachment', file, onChange, disabled }: AttachmentPickerProps) {
  // The picker is unmounted while a file is chosen, so it comes back empty after Remove or sending.
  if (file) {
    return (
      <div>
        <p className="mb-1.5 font-medium text-slate-700 text-sm dark:text-slate-300">{label}</p>
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800/60">
          <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 flex-1 truncate text-slate-800 dark:text-slate-100">
            {file.name} <span className="text-slate-500 dark:text-slate-400">({formatSize(file.size)})</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-label={`Remove attachment ${file.name}`}
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      </div>
    );
  }
  return (
    <FileField
      label={`${label} (optional)`}
      accept={ATTACHMENT_ACCEPT}
      hint={HINT}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

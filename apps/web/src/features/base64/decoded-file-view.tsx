import { Download, File } from 'lucide-react';
import { Button } from '../../components/button';
import { downloadBlob } from '../../lib/download-blob';
import { formatSize } from '../../lib/format-size';
import type { DecodedFile } from './base64-codec';

/** The decoded file: a preview for images, its name, type and size, and a download button. */
export function DecodedFileView({ file }: { file: DecodedFile }) {
  const isImage = file.mimeType.startsWith('image/');
  return (
    <section
      aria-label="Decoded file"
      className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center dark:bg-slate-800/60 dark:ring-slate-700"
    >
      {isImage ? (
        <img
          src={file.dataUrl}
          alt={`Preview of ${file.fileName}`}
          className="max-h-40 max-w-full self-start rounded-lg bg-white object-contain ring-1 ring-slate-200 sm:max-w-40 dark:ring-slate-700"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-400">
          <File aria-hidden="true" className="size-7" />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500 dark:text-slate-400">Name</dt>
          <dd className="break-all font-medium text-slate-900 dark:text-slate-100">{file.fileName}</dd>
          <dt className="text-slate-500 dark:text-slate-400">Type</dt>
          <dd className="break-all text-slate-700 dark:text-slate-200">{file.mimeType}</dd>
          <dt className="text-slate-500 dark:text-slate-400">Size</dt>
          <dd className="text-slate-700 dark:text-slate-200">{formatSize(file.bytes.length)}</dd>
        </dl>
        <Button
          size="sm"
          onClick={() => downloadBlob(new Blob([file.bytes], { type: file.mimeType }), file.fileName)}
        >
          <Download aria-hidden="true" className="size-4" />
          Download File
        </Button>
      </div>
    </section>
  );
}

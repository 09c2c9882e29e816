import type { SandboxMediaContent } from '@chatgate/contracts';
import { Download, FileArchive, FileText } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { downloadBlob } from '../../lib/download-blob';
import { sandboxApi } from './api';

interface DocumentCardProps {
  media: SandboxMediaContent;
  phone: string;
  messageId: string;
  onDark: boolean;
}

/** A document or archive as a phone shows one: its name and type, to open or save. */
export function DocumentCard({ media, phone, messageId, onDark }: DocumentCardProps) {
  const [error, setError] = useState<string>();
  const name = media.fileName ?? (media.mediaType === 'archive' ? 'Archive' : 'Document');
  const Icon = media.mediaType === 'archive' ? FileArchive : FileText;
  const save = async () => {
    setError(undefined);
    try {
      downloadBlob(await sandboxApi.media(phone, messageId), name);
    } catch (failure) {
      setError(errorMessage(failure, 'The file could not be downloaded.'));
    }
  };
  const action = cn(
    'inline-flex size-8 shrink-0 items-center justify-center rounded-full',
    onDark
      ? 'bg-emerald-600 text-white hover:bg-emerald-500'
      : 'bg-white text-emerald-800 ring-1 ring-slate-300 hover:bg-slate-50',
  );
  return (
    <div
      data-testid="document-card"
      className={cn(
        'flex w-60 max-w-full items-center gap-2.5 rounded-lg p-2.5',
        onDark ? 'bg-emerald-800' : 'bg-slate-100 dark:bg-slate-900',
      )}
    >
      <Icon aria-hidden="true" className="size-8 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 break-words font-medium">{name}</p>
        <p
          className={cn(
            'truncate text-xs',
            onDark ? 'text-emerald-100' : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {media.mimeType ?? media.mediaType}
        </p>
        {error && (
          <p role="alert" className="text-xs">
            {error}
          </p>
        )}
      </div>
      {media.url ? (
        <a
          href={media.url}
          target="_blank"
          rel="noopener noreferrer"
          title={`Open ${name}`}
          className={action}
        >
          <Download aria-hidden="true" className="size-4" />
          <span className="sr-only">Open {name}</span>
        </a>
      ) : (
        <button type="button" onClick={() => void save()} title={`Save ${name}`} className={action}>
          <Download aria-hidden="true" className="size-4" />
          <span className="sr-only">Save {name}</span>
        </button>
      )}
    </div>
  );
}

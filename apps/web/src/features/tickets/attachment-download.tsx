import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-error';
import { downloadBlob } from '../../lib/download-blob';
import { ticketsApi } from './api';
import { dispositionFileName } from './ticket-params';

/** Downloads a message's attachment through the API client (the file needs the bearer token). */
export function AttachmentDownload({ fileName }: { fileName: string }) {
  const [state, setState] = useState<{ loading: boolean; error?: string }>({ loading: false });
  const download = async () => {
    setState({ loading: true });
    try {
      const { blob, disposition } = await ticketsApi.file(fileName);
      downloadBlob(blob, dispositionFileName(disposition, fileName));
      setState({ loading: false });
    } catch (error) {
      setState({ loading: false, error: errorMessage(error, 'The attachment could not be downloaded.') });
    }
  };
  return (
    <div className="mt-3">
      <Button variant="secondary" size="sm" loading={state.loading} onClick={() => void download()}>
        {!state.loading && <Download aria-hidden="true" className="size-4" />}
        Download attachment
      </Button>
      {state.error && (
        <p role="alert" className="mt-1.5 text-red-600 text-sm dark:text-red-400">
          {state.error}
        </p>
      )}
    </div>
  );
}

import { DialogMessages } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { CopyButton } from '../../components/copy-button';
import { IconButton } from '../../components/icon-button';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-error';
import { instancesApi } from './api';

/** The full key, fetched when the dialog opens and dropped from memory when it closes. */
function KeyView({ insid }: { insid: string }) {
  const key = useQuery({
    queryKey: ['instance-key', insid],
    queryFn: () => instancesApi.showKey(insid),
    gcTime: 0,
    staleTime: 0,
  });
  if (key.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
        <Spinner size="sm" /> Loading...
      </p>
    );
  }
  if (key.isError) return <Alert tone="error">{errorMessage(key.error, 'Could not load the key.')}</Alert>;
  return (
    <div className="space-y-4">
      <code
        data-testid="api-key"
        className="block break-all rounded-lg bg-slate-100 px-3 py-2.5 font-mono text-slate-800 text-sm dark:bg-slate-800 dark:text-slate-100"
      >
        {key.data.api_key}
      </code>
      <CopyButton
        text={key.data.api_key}
        label="Copy API Key"
        copiedLabel={DialogMessages.copiedTitle}
        copiedText={DialogMessages.copiedApiKey}
        variant="primary"
      />
    </div>
  );
}

/** Show API key: a dialog with the token's full key and a Copy API Key button (spec 2.8). */
export function ShowKeyButton({ insid, instanceName }: { insid: string; instanceName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton icon={KeyRound} label="Show API key" onClick={() => setOpen(true)} />
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="API Key"
        description={`Send it in the key header of your API calls for ${instanceName}. Keep it secret.`}
      >
        {open && <KeyView insid={insid} />}
      </Modal>
    </>
  );
}

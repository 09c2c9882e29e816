import { DialogMessages } from '@chatgate/contracts';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useDialog } from '../../components/dialog-context';
import { IconButton } from '../../components/icon-button';
import { copyText } from '../../lib/clipboard';
import { instancesApi } from './api';
import { useFailureDialog } from './use-session-actions';

/** Fetches the token's full key, copies it and confirms (spec 8); a clipboard failure is only logged. */
export function CopyKeyButton({ insid }: { insid: string }) {
  const { alert } = useDialog();
  const fail = useFailureDialog();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      const { api_key } = await instancesApi.showKey(insid);
      if (await copyText(api_key)) {
        await alert({
          icon: 'success',
          title: DialogMessages.copiedTitle,
          text: DialogMessages.copiedKey,
        });
      }
    } catch (error) {
      await fail('Could not get the key')(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <IconButton
      icon={Copy}
      label="Copy key"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
    />
  );
}

import { DialogMessages } from '@chatgate/contracts';
import { Copy } from 'lucide-react';
import { useRef, useState } from 'react';
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
  const running = useRef(false);

  const copyKey = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const { api_key } = await instancesApi.showKey(insid);
      return await copyText(api_key);
    } finally {
      setBusy(false);
    }
  };

  // Busy is aria-disabled, not disabled: a disabled button loses focus, which then could not
  // return to it when the dialog closes.
  const onClick = async () => {
    if (running.current) return;
    running.current = true;
    try {
      const copied = await copyKey().catch(async (error: unknown) => {
        await fail('Could not get the key')(error);
        return false;
      });
      if (copied) {
        await alert({ icon: 'success', title: DialogMessages.copiedTitle, text: DialogMessages.copiedKey });
      }
    } finally {
      running.current = false;
    }
  };

  return (
    <IconButton
      icon={Copy}
      label="Copy key"
      onClick={onClick}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    />
  );
}

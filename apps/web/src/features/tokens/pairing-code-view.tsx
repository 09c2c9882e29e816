import { formatPairingCode, type PairingCodeResponse } from '@chatgate/contracts';
import { RefreshCw } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { formatTime } from '../../lib/format-date';
import { SandboxLink } from './sandbox-link';
import { minutesAndSeconds, useSecondsLeft } from './use-seconds-left';

interface PairingCodeViewProps {
  pairing: PairingCodeResponse;
  phone: string;
  /** Back to the phone number form, for a new code. */
  onNewCode: () => void;
}

/** The code to type on the phone, large, with how to enter it and when it stops working. */
export function PairingCodeView({ pairing, phone, onNewCode }: PairingCodeViewProps) {
  const secondsLeft = useSecondsLeft(pairing.expiresAt);
  const shown = formatPairingCode(pairing.code);
  const sandboxLink = `/dashboard/sandbox?phone=${phone}&code=${encodeURIComponent(shown)}`;
  return (
    <div className="space-y-4">
      <div>
        <p className="font-medium text-slate-700 text-xs uppercase tracking-wide dark:text-slate-300">
          Pairing code for +{phone}
        </p>
        <p
          data-testid="pairing-code"
          className="mt-1 select-all font-bold font-mono text-4xl text-slate-900 tracking-[0.2em] dark:text-white"
        >
          {shown}
        </p>
      </div>
      {secondsLeft > 0 ? (
        <p className="text-slate-600 text-sm dark:text-slate-300">
          Expires in <span className="font-semibold tabular-nums">{minutesAndSeconds(secondsLeft)}</span> (at{' '}
          {formatTime(pairing.expiresAt)}).
        </p>
      ) : (
        <Alert tone="warning">This code has expired. Get a new code and enter it within a few minutes.</Alert>
      )}
      <ol className="list-decimal space-y-1 pl-5 text-slate-600 text-sm dark:text-slate-300">
        <li>Open WhatsApp on the phone with the number +{phone}.</li>
        <li>Go to Settings, then Linked Devices, then Link a Device.</li>
        <li>Tap Link with phone number instead and enter this code.</li>
        <li>The row shows Connected as soon as the phone links.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-3">
        <CopyButton text={pairing.code} label="Copy code" copiedLabel="Copied" />
        <Button variant="secondary" size="sm" onClick={onNewCode}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Get a new code
        </Button>
        <SandboxLink to={sandboxLink}>Enter it on the Sandbox Phone</SandboxLink>
      </div>
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { instancesApi } from './api';
import { PairingCodeForm } from './pairing-code-form';
import { PairingCodeView } from './pairing-code-view';

interface PairingPanelProps {
  insid: string;
  instanceName: string;
  /** Switches back to the QR code. */
  onUseQr: () => void;
}

/** Link with phone number instead: the phone's number, then the code to type on it. */
export function PairingPanel({ insid, instanceName, onUseQr }: PairingPanelProps) {
  const [phone, setPhone] = useState('');
  const request = useMutation({
    mutationFn: (number: string) => instancesApi.pairingCode({ insid, phone: number }),
  });
  const submit = (number: string) => {
    setPhone(number);
    request.mutate(number);
  };

  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">
            Link {instanceName} with a phone number
          </h3>
          <p className="mt-0.5 text-slate-500 dark:text-slate-400">
            Get a code to type on the phone instead of scanning the QR code.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onUseQr}>
          <QrCode aria-hidden="true" className="size-4" />
          Scan a QR code instead
        </Button>
      </div>
      {request.data ? (
        <PairingCodeView pairing={request.data} phone={phone} onNewCode={() => request.reset()} />
      ) : (
        <PairingCodeForm
          defaultPhone={phone}
          pending={request.isPending}
          error={request.error}
          onSubmit={submit}
        />
      )}
    </div>
  );
}

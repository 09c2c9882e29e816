import { useState } from 'react';
import type { QrState } from './instance-events';
import { PairingPanel } from './pairing-panel';
import { QrPanel } from './qr-panel';

interface LinkPanelProps {
  insid: string;
  instanceName: string;
  qr: QrState;
  /** The QR was just asked for: its heading takes focus. */
  focusTitle?: boolean;
}

/** How a token waiting for its phone links: its QR code, or a code typed on the phone instead. */
export function LinkPanel({ insid, instanceName, qr, focusTitle }: LinkPanelProps) {
  const [byPhone, setByPhone] = useState(false);
  return (
    <div className="rounded-xl bg-slate-50 p-3 sm:p-5 dark:bg-slate-800/50">
      {byPhone ? (
        <PairingPanel insid={insid} instanceName={instanceName} onUseQr={() => setByPhone(false)} />
      ) : (
        <QrPanel
          instanceName={instanceName}
          qr={qr}
          onUsePhone={() => setByPhone(true)}
          focusTitle={focusTitle}
        />
      )}
    </div>
  );
}

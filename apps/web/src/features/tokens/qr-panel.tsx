import { QR_DEFAULTS } from '@chatgate/contracts';
import { Smartphone } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { Button } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { useFocusOnShow } from '../../components/use-focus-on-show';
import type { QrState } from './instance-events';
import { SandboxLink } from './sandbox-link';

interface QrPanelProps {
  instanceName: string;
  qr: QrState;
  /** Switches to linking by phone number. */
  onUsePhone: () => void;
  /** Move focus to the heading when shown (it answers the press of Get QR Code). */
  focusTitle?: boolean;
}

/** The QR of a token waiting for a scan, its raw payload for the sandbox, and how to scan it. */
export function QrPanel({ instanceName, qr, onUsePhone, focusTitle }: QrPanelProps) {
  const payloadId = useId();
  const heading = useFocusOnShow<HTMLHeadingElement>(focusTitle);
  return (
    <div className="flex flex-col gap-6 sm:flex-row">
      <figure className="shrink-0 self-center">
        <div className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:p-3">
          <QRCodeSVG
            value={qr.qr}
            size={QR_DEFAULTS.size}
            level={QR_DEFAULTS.level}
            bgColor={QR_DEFAULTS.bgColor}
            fgColor={QR_DEFAULTS.fgColor}
            title={`QR code for ${instanceName}`}
            role="img"
            aria-label={`QR code for ${instanceName}`}
          />
        </div>
        <figcaption className="mt-2 text-center text-slate-500 text-xs dark:text-slate-400">
          Refreshes automatically every 20 seconds
        </figcaption>
      </figure>
      <div className="min-w-0 flex-1 space-y-4 text-sm">
        <div>
          <h3
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            Scan to connect {instanceName}
          </h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-600 dark:text-slate-300">
            <li>Open WhatsApp on your phone.</li>
            <li>Go to Settings, then Linked Devices, then Link a Device.</li>
            <li>Point the camera at this code. The row shows Connected as soon as it links.</li>
          </ol>
          <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onUsePhone}>
            <Smartphone aria-hidden="true" className="size-4" />
            Link with phone number instead
          </Button>
        </div>
        <div>
          <label
            htmlFor={payloadId}
            className="font-medium text-slate-700 text-xs uppercase tracking-wide dark:text-slate-300"
          >
            QR payload
          </label>
          <input
            id={payloadId}
            readOnly
            value={qr.qr}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full truncate rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-slate-700 text-xs dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
          />
          <div className="mt-2 flex flex-wrap items-start gap-3">
            <CopyButton text={qr.qr} label="Copy payload" copiedLabel="Copied" />
            <SandboxLink to={`/dashboard/sandbox?qr=${encodeURIComponent(qr.qr)}`}>
              Link with the Sandbox Phone
            </SandboxLink>
          </div>
        </div>
      </div>
    </div>
  );
}

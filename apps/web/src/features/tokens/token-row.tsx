import { canDeleteToken, canSendTest, type InstanceRow, isUsable } from '@chatgate/contracts';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { CopyKeyButton } from './copy-key-button';
import { LinkPanel } from './link-panel';
import { RemoveTokenButton } from './remove-token-button';
import { SendTestButton } from './send-test-button';
import { SessionAction } from './session-action';
import { ShowKeyButton } from './show-key-button';
import { TokenConnection, TokenStatus } from './token-status';
import { useQrState } from './use-qr-state';
import { useQrShownAgain } from './use-session-actions';

/** A cell: padded as a table cell in a wide card; in a narrow one, one part of the token's stacked block. */
const cell = '@3xl:px-5 @3xl:py-4';

interface TokenRowProps {
  uuid: string;
  row: InstanceRow;
  tokenCount: number;
}

/**
 * One token: name, status, connection and its actions; its QR (or pairing code) spans a second
 * row while shown. In a card narrower than 48rem (see TokenTable) the row is a block: the name on a
 * line of its own, status and connection side by side, then the actions, and the QR under them.
 */
export function TokenRow({ uuid, row, tokenCount }: TokenRowProps) {
  // Get QR Code pressed here: the QR that comes takes focus (the button it replaces had it).
  const [qrAsked, setQrAsked] = useState(false);
  const shownQr = useQrState(row.insid);
  const waitingForScan = row.session === 'qr' && row.authenticated === 0;
  const qr = waitingForScan ? shownQr : null;
  useQrShownAgain(uuid, row.insid, waitingForScan && !shownQr && isUsable(row));
  return (
    <>
      <tr
        data-insid={row.insid}
        className="align-middle @max-3xl:flex @max-3xl:flex-wrap @max-3xl:items-center @max-3xl:gap-x-3 @max-3xl:gap-y-2 @max-3xl:px-5 @max-3xl:py-4"
      >
        <th
          scope="row"
          className={cn(cell, 'text-left font-medium text-slate-900 @max-3xl:basis-full dark:text-white')}
        >
          {row.instanceName}
          <span className="block font-mono font-normal text-slate-500 text-xs dark:text-slate-400">
            {row.api_key}
          </span>
        </th>
        {/* Stacked, a blank status takes no room: the connection starts the line. */}
        <td className={cn(cell, '@max-3xl:empty:hidden')}>
          <TokenStatus row={row} />
        </td>
        <td className={cell}>
          <TokenConnection row={row} />
        </td>
        <td className={cn(cell, '@max-3xl:basis-full')}>
          <div className="flex flex-wrap items-center gap-2">
            <SessionAction uuid={uuid} row={row} qrShown={Boolean(qr)} onQrAsked={() => setQrAsked(true)} />
            {canSendTest(row) && <SendTestButton insid={row.insid} instanceName={row.instanceName} />}
            <div className="flex items-center">
              <CopyKeyButton insid={row.insid} />
              <ShowKeyButton insid={row.insid} instanceName={row.instanceName} />
              {canDeleteToken(row, tokenCount) && <RemoveTokenButton uuid={uuid} insid={row.insid} />}
            </div>
          </div>
        </td>
      </tr>
      {qr && (
        <tr className="@max-3xl:block">
          <td colSpan={4} className="px-5 pb-5 @max-3xl:block @max-3xl:px-3 @max-3xl:pb-3">
            <LinkPanel insid={row.insid} instanceName={row.instanceName} qr={qr} focusTitle={qrAsked} />
          </td>
        </tr>
      )}
    </>
  );
}

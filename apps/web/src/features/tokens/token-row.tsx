import { canDeleteToken, canSendTest, type InstanceRow } from '@chatgate/contracts';
import { cn } from '../../lib/cn';
import { CopyKeyButton } from './copy-key-button';
import { LinkPanel } from './link-panel';
import { RemoveTokenButton } from './remove-token-button';
import { SendTestButton } from './send-test-button';
import { SessionAction } from './session-action';
import { ShowKeyButton } from './show-key-button';
import { TokenConnection, TokenStatus } from './token-status';
import { useQrState } from './use-qr-state';

/** A cell: padded as a table cell from md up; below md one part of the token's stacked block. */
const cell = 'md:px-5 md:py-4';

interface TokenRowProps {
  uuid: string;
  row: InstanceRow;
  tokenCount: number;
}

/**
 * One token: name, status, connection and its actions; its QR (or pairing code) spans a second
 * row while shown. Below md the row is a block: the name on a line of its own, status and
 * connection side by side, then the actions, and the QR under them at the block's full width.
 */
export function TokenRow({ uuid, row, tokenCount }: TokenRowProps) {
  const shownQr = useQrState(row.insid);
  const qr = row.session === 'qr' && row.authenticated === 0 ? shownQr : null;
  return (
    <>
      <tr
        data-insid={row.insid}
        className="align-middle max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:px-5 max-md:py-4"
      >
        <th
          scope="row"
          className={cn(cell, 'text-left font-medium text-slate-900 max-md:basis-full dark:text-white')}
        >
          {row.instanceName}
          <span className="block font-mono font-normal text-slate-500 text-xs dark:text-slate-400">
            {row.api_key}
          </span>
        </th>
        <td className={cell}>
          <TokenStatus row={row} />
        </td>
        <td className={cell}>
          <TokenConnection row={row} />
        </td>
        <td className={cn(cell, 'max-md:basis-full')}>
          <div className="flex flex-wrap items-center gap-2">
            <SessionAction uuid={uuid} row={row} qrShown={Boolean(qr)} />
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
        <tr className="max-md:block">
          <td colSpan={4} className="px-5 pb-5 max-md:block max-md:px-3 max-md:pb-3">
            <LinkPanel insid={row.insid} instanceName={row.instanceName} qr={qr} />
          </td>
        </tr>
      )}
    </>
  );
}

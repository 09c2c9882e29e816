import { canDeleteToken, canSendTest, type InstanceRow } from '@chatgate/contracts';
import { CopyKeyButton } from './copy-key-button';
import { LinkPanel } from './link-panel';
import { RemoveTokenButton } from './remove-token-button';
import { SendTestButton } from './send-test-button';
import { SessionAction } from './session-action';
import { ShowKeyButton } from './show-key-button';
import { TokenConnection, TokenStatus } from './token-status';
import { useQrState } from './use-qr-state';

interface TokenRowProps {
  uuid: string;
  row: InstanceRow;
  tokenCount: number;
}

/** One token: name, status, connection and its actions; its QR (or pairing code) spans a second row while shown. */
export function TokenRow({ uuid, row, tokenCount }: TokenRowProps) {
  const shownQr = useQrState(row.insid);
  const qr = row.session === 'qr' && row.authenticated === 0 ? shownQr : null;
  return (
    <>
      <tr data-insid={row.insid} className="align-middle">
        <th scope="row" className="px-5 py-4 text-left font-medium text-slate-900 dark:text-white">
          {row.instanceName}
          <span className="block font-mono font-normal text-slate-500 text-xs dark:text-slate-400">
            {row.api_key}
          </span>
        </th>
        <td className="px-5 py-4">
          <TokenStatus row={row} />
        </td>
        <td className="px-5 py-4">
          <TokenConnection row={row} />
        </td>
        <td className="px-5 py-4">
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
        <tr>
          <td colSpan={4} className="px-5 pb-5">
            <LinkPanel insid={row.insid} instanceName={row.instanceName} qr={qr} />
          </td>
        </tr>
      )}
    </>
  );
}

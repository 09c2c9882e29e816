import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { LoadingText } from '../../components/loading-text';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../lib/api-error';
import { tokenLabel, useUserTokens } from '../../lib/use-user-tokens';
import { SheetsScreen } from './sheets-screen';

function TokenSheets() {
  const { tokens, isPending, isError, error } = useUserTokens();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState(params.get('insid') ?? '');
  if (isPending) return <LoadingText />;
  if (isError) return <Alert tone="error">{errorMessage(error, 'Could not load your tokens.')}</Alert>;
  const insid = tokens.some((t) => t.insid === picked) ? picked : (tokens[0]?.insid ?? '');
  if (!insid) {
    return (
      <Alert tone="info" title="No tokens yet">
        A spreadsheet is connected per token.{' '}
        <Link to="/dashboard" className="font-semibold underline">
          Create one on the Dashboard
        </Link>
        .
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <SelectField
        label="Token"
        value={insid}
        options={tokens.map((token) => ({ value: token.insid, label: tokenLabel(token) }))}
        onChange={setPicked}
        className="max-w-sm"
      />
      <SheetsScreen key={insid} insid={insid} />
    </div>
  );
}

/** Google Sheets: per token, a connected spreadsheet, bulk sends from it or a file, and two automations. */
export default function SheetsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Google Sheets</h1>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Send a message to every row of a sheet, log your messages to one, and message each new row as it is
          added.
        </p>
      </div>
      <TokenSheets />
    </div>
  );
}

import { TokenScope } from '../../components/token-scope';
import { SheetsScreen } from './sheets-screen';

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
      <TokenScope perToken="A spreadsheet is connected per token.">
        {(insid) => <SheetsScreen insid={insid} />}
      </TokenScope>
    </div>
  );
}

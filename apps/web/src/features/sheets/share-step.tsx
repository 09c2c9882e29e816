import { CopyButton } from '../../components/copy-button';
import { StepNumber } from './step-number';

/** Step one of connecting: share the spreadsheet with the server's service account, as an Editor. */
export function ShareStep({ step, email }: { step: number; email: string | null }) {
  return (
    <li className="flex gap-4">
      <StepNumber step={step} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900 text-sm dark:text-white">
          Share your spreadsheet with{' '}
          {email ? <span className="break-all font-mono">{email}</span> : 'our service account'} as an Editor
        </p>
        <p className="mt-1 text-slate-600 text-sm leading-6 dark:text-slate-400">
          In Google Sheets, click Share, paste this address, choose Editor and click Send. Chatgate reads your
          rows and writes statuses back through it, and sees no other file of yours.
        </p>
        {email && (
          <div className="mt-3">
            <CopyButton
              text={email}
              label="Copy address"
              copiedText="The address has been copied to clipboard"
            />
          </div>
        )}
      </div>
    </li>
  );
}

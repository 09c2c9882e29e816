import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-error';
import { CheckNumberForm } from './check-number-form';
import { NoTokensNotice } from './no-tokens-notice';
import { useConnectedTokens } from './use-connected-tokens';

function Body() {
  const { tokens, isPending, isError, error } = useConnectedTokens();
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
        <Spinner size="sm" /> Loading...
      </p>
    );
  }
  if (isError) return <Alert tone="error">{errorMessage(error, 'Could not load your tokens.')}</Alert>;
  if (tokens.length === 0) return <NoTokensNotice />;
  return <CheckNumberForm tokens={tokens} />;
}

/** WhatsApp Number Checker (spec 2.11): is a number registered, asked through a connected token. */
export default function NumberCheckerPage() {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          WhatsApp Number Checker
        </h1>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Find out whether a number can receive WhatsApp messages before you send to it.
        </p>
      </div>
      <Card title="Check a Number" description="Pick a connected token and enter the number.">
        <Body />
      </Card>
    </div>
  );
}

import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session-context';
import { CreateTokenButton } from './create-token-button';
import { GettingStarted } from './getting-started';
import { TokenTable } from './token-table';
import { useInstanceStream } from './use-instance-stream';
import { useInstances } from './use-instances';

function TokenListBody({ instances }: { instances: ReturnType<typeof useInstances> }) {
  if (instances.isPending) {
    return (
      <p className="flex items-center gap-2 p-5 text-slate-600 text-sm dark:text-slate-300">
        <Spinner size="sm" /> Loading...
      </p>
    );
  }
  if (instances.isError) {
    return (
      <div className="p-5">
        <Alert tone="error" title="Your tokens could not be loaded">
          <p>{errorMessage(instances.error, 'Please try again.')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => instances.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  if (instances.tokens.length === 0) {
    return <p className="p-5 text-slate-600 text-sm dark:text-slate-400">You have no tokens yet.</p>;
  }
  return <TokenTable uuid={instances.uuid} rows={instances.tokens} />;
}

/** Dashboard home (spec 2.8): three cards, the token table, Create New Token and Getting Started. */
export default function TokensPage() {
  const { user } = useSession();
  const instances = useInstances();
  useInstanceStream(instances.uuid);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Dashboard</h1>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Welcome back, {user?.name}. Manage your tokens, connect phones and send a test message.
        </p>
      </div>
      <Card
        title="Connection Tokens"
        description="One token per connected phone number. Billing is per token."
        flush
      >
        <TokenListBody instances={instances} />
      </Card>
      <Card
        title="New Token"
        description="A token for another department or phone number, billed on its own once activated."
      >
        <CreateTokenButton uuid={instances.uuid} rows={instances.data} />
      </Card>
      <GettingStarted />
    </div>
  );
}

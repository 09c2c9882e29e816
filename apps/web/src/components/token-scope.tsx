import { Fragment, type ReactNode, useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { Link, useSearchParams } from '../lib/router';
import { tokenLabel, useUserTokens } from '../lib/use-user-tokens';
import { Alert } from './alert';
import { LoadingText } from './loading-text';
import { SelectField } from './select-field';

interface TokenScopeProps {
  /** Why the screen needs a token, said when the user has none: "Webhooks are set per token." */
  perToken: string;
  /** The screen for the chosen token (keyed by it, so another token starts afresh). */
  children: (insid: string) => ReactNode;
}

/**
 * A screen about one of the user's tokens: a Token picker (starting at `?insid=` when given) above
 * the screen for the token picked, or a way to create one when there is none.
 */
export function TokenScope({ perToken, children }: TokenScopeProps) {
  const { tokens, isPending, isError, error } = useUserTokens();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState(params.get('insid') ?? '');
  if (isPending) return <LoadingText />;
  if (isError) return <Alert tone="error">{errorMessage(error, 'Could not load your tokens.')}</Alert>;
  const insid = tokens.some((t) => t.insid === picked) ? picked : (tokens[0]?.insid ?? '');
  if (!insid) {
    return (
      <Alert tone="info" title="No tokens yet">
        {perToken}{' '}
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
      <Fragment key={insid}>{children(insid)}</Fragment>
    </div>
  );
}

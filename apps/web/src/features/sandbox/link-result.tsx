import type { ScanResponse } from '@chatgate/contracts';
import { Alert } from '../../components/alert';
import { errorMessage } from '../../lib/api-error';

interface LinkResultProps {
  linked: ScanResponse | undefined;
  error: unknown;
}

/** What linking the phone to a token came to: the token it links to, or why it did not. */
export function LinkResult({ linked, error }: LinkResultProps) {
  if (linked)
    return (
      <Alert tone="success" title={linked.message}>
        This phone ({linked.wid}) is now linked to token <span className="font-mono">{linked.insid}</span>.
      </Alert>
    );
  if (error) return <Alert tone="error">{errorMessage(error, 'The phone could not be linked.')}</Alert>;
  return null;
}

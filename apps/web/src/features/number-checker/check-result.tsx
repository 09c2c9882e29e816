import { MessagingMessages } from '@chatgate/contracts';
import { Alert } from '../../components/alert';
import { isApiError } from '../../lib/api-error';
import type { NumberCheckOutcome } from './use-number-check';

/** The server's reason when it refused the check (a 4xx names what to change; trying again would not help). */
function refusal(error: unknown): string | undefined {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

/** Green when the number is registered, red when not or when the check failed (spec 8), with the reason it was refused. */
export function CheckResult({ outcome, error }: { outcome?: NumberCheckOutcome | null; error: unknown }) {
  if (error) {
    const reason = refusal(error);
    if (!reason) return <Alert tone="error">{MessagingMessages.checkError}</Alert>;
    return (
      <Alert tone="error" title={MessagingMessages.checkError}>
        {reason}
      </Alert>
    );
  }
  if (!outcome) return null;
  return (
    <Alert
      tone={outcome.result ? 'success' : 'error'}
      title={outcome.result ? 'Registered' : 'Not registered'}
      data-testid="check-result"
    >
      <span className="font-mono">+{outcome.number}</span>: {outcome.message}
    </Alert>
  );
}

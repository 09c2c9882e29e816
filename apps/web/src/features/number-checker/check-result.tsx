import { MessagingMessages } from '@chatgate/contracts';
import { Alert } from '../../components/alert';
import type { NumberCheckOutcome } from './use-number-check';

/** Green when the number is registered, red when not or when the check failed (spec 8). */
export function CheckResult({ outcome, failed }: { outcome?: NumberCheckOutcome | null; failed: boolean }) {
  if (failed) return <Alert tone="error">{MessagingMessages.checkError}</Alert>;
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

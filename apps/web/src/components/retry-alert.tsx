import { errorMessage } from '../lib/api-error';
import { Alert } from './alert';
import { Button } from './button';

interface RetryAlertProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load: what failed, the server's message, and a Try again button. */
export function RetryAlert({ title, error, onRetry }: RetryAlertProps) {
  return (
    <Alert tone="error" title={title}>
      <p>{errorMessage(error, 'Please try again.')}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

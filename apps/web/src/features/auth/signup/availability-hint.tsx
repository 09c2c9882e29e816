import { Check, X } from 'lucide-react';
import { Spinner } from '../../../components/spinner';
import { type AvailabilityKind, useAvailability } from './use-availability';

/** "Username is available" in green or "Username is already taken" in red: the server's message. */
export function AvailabilityHint({ kind, value }: { kind: AvailabilityKind; value: string }) {
  const { checking, result } = useAvailability(kind, value);

  if (checking && !result) {
    return (
      <span className="flex items-center gap-1.5 text-slate-500">
        <Spinner size="sm" />
        Checking availability...
      </span>
    );
  }
  if (!result) return null;
  return (
    <span className={`flex items-center gap-1.5 ${result.available ? 'text-emerald-700' : 'text-red-600'}`}>
      {result.available ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <X aria-hidden="true" className="size-4" />
      )}
      {result.message}
    </span>
  );
}

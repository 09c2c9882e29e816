import { SignupMessages } from '@chatgate/contracts';
import { Check, X } from 'lucide-react';

/** Live "Passwords match" / "Passwords do not match" under the confirmation field. */
export function PasswordMatchHint({ password, confirmation }: { password: string; confirmation: string }) {
  if (!confirmation) return null;
  const matches = password === confirmation;
  return (
    <span className={`flex items-center gap-1.5 ${matches ? 'text-emerald-700' : 'text-red-600'}`}>
      {matches ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <X aria-hidden="true" className="size-4" />
      )}
      {matches ? 'Passwords match' : SignupMessages.passwordsDoNotMatch}
    </span>
  );
}

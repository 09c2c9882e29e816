import { Check, Copy } from 'lucide-react';
import { useCopyConfirmation } from '../lib/use-copy-confirmation';
import { Button } from './button';
import type { ButtonSize, ButtonVariant } from './button-styles';

interface CopyButtonProps {
  text: string;
  label: string;
  /** Shown for 3 seconds after a successful copy. */
  copiedLabel?: string;
  /** Read under the button by screen readers and shown while `copiedLabel` is. */
  copiedText?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
}

/** Copies `text`; the label turns into a check and `copiedLabel` for 3 seconds (spec 9). */
export function CopyButton({
  text,
  label,
  copiedLabel = 'Copied',
  copiedText,
  variant = 'secondary',
  size = 'sm',
  disabled,
}: CopyButtonProps) {
  const { copied, copy } = useCopyConfirmation();
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Button variant={variant} size={size} disabled={disabled} onClick={() => copy(text)}>
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? copiedLabel : label}
      </Button>
      <p role="status" className="text-emerald-700 text-sm empty:hidden dark:text-emerald-400">
        {copied && copiedText}
      </p>
    </div>
  );
}

import { Check, Copy } from 'lucide-react';
import { useCopyConfirmation } from '../lib/use-copy-confirmation';

/** Copies a code sample; shows a check mark and "Copied" for 3 seconds (spec 2.3, 9). */
export function CodeCopyButton({ text }: { text: string }) {
  const { copied, copy } = useCopyConfirmation();
  return (
    <button
      type="button"
      onClick={() => void copy(text)}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2.5 font-medium text-slate-300 text-xs transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-emerald-400"
    >
      {copied ? (
        <Check aria-hidden="true" data-testid="copied-check" className="size-4 text-emerald-400" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

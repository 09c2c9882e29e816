import { COPY_CONFIRMATION_MS } from '@chatgate/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';

/** Copies text and reports `copied` for the spec's 3 seconds (section 9). */
export function useCopyConfirmation() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    if (!ok) return false;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return true;
  }, []);

  return { copied, copy };
}

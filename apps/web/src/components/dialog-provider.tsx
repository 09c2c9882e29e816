import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { type DialogApi, DialogContext } from './dialog-context';
import type { MessageDialogContent } from './message-dialog';

// The dialog's code (Radix, focus trapping) is fetched the first time a dialog opens.
const MessageDialog = lazy(() =>
  import('./message-dialog').then((module) => ({ default: module.MessageDialog })),
);

interface Request {
  content: MessageDialogContent;
  resolve: (confirmed: boolean) => void;
}

/** Shows the dialogs asked for with useDialog(), one at a time, in order. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const queue = useRef<Request[]>([]);
  const shown = useRef<Request | null>(null);
  const [current, setCurrent] = useState<Request | null>(null);

  const show = useCallback((request: Request | null) => {
    shown.current = request;
    setCurrent(request);
  }, []);

  const open = useCallback(
    (content: MessageDialogContent) =>
      new Promise<boolean>((resolve) => {
        const request = { content, resolve };
        if (shown.current) queue.current.push(request);
        else show(request);
      }),
    [show],
  );

  const close = (confirmed: boolean) => {
    const request = shown.current;
    show(queue.current.shift() ?? null);
    request?.resolve(confirmed);
  };

  const api = useMemo<DialogApi>(
    () => ({
      confirm: (content) => open(content),
      alert: async (content) => {
        await open(content);
      },
    }),
    [open],
  );

  return (
    <DialogContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <MessageDialog
            open
            {...current.content}
            onConfirm={() => close(true)}
            onCancel={() => close(false)}
          />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

import { createContext, useContext } from 'react';
import type { MessageDialogContent } from './message-dialog';

export interface DialogApi {
  /** Resolves true when the user confirms, false when they cancel or dismiss. */
  confirm(content: MessageDialogContent): Promise<boolean>;
  /** Resolves when the user closes the message. */
  alert(content: Omit<MessageDialogContent, 'cancelText'>): Promise<void>;
}

export const DialogContext = createContext<DialogApi | null>(null);

/** Promise-based confirm() and alert() dialogs. */
export function useDialog(): DialogApi {
  const value = useContext(DialogContext);
  if (!value) throw new Error('useDialog must be used inside <DialogProvider>');
  return value;
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { CircleCheck, CircleQuestionMark, CircleX, Info, TriangleExclamationPoint } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';
import type { ButtonVariant } from './button-styles';
import { TextWithDates } from './date-text';
import { useFocusReturn } from './focus-return';

export type DialogIcon = 'error' | 'warning' | 'success' | 'info' | 'question';

const icons: Record<DialogIcon, { Icon: typeof Info; tint: string }> = {
  error: { Icon: CircleX, tint: 'bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-400' },
  warning: {
    Icon: TriangleExclamationPoint,
    tint: 'bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-400',
  },
  success: {
    Icon: CircleCheck,
    tint: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400',
  },
  info: { Icon: Info, tint: 'bg-sky-50 text-sky-600 dark:bg-sky-950 dark:text-sky-400' },
  question: {
    Icon: CircleQuestionMark,
    tint: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  },
};

export interface MessageDialogContent {
  title: string;
  text?: string;
  icon?: DialogIcon;
  confirmText?: string;
  /** Shown only when set: makes the dialog a confirmation. */
  cancelText?: string;
  confirmVariant?: ButtonVariant;
}

interface MessageDialogProps extends MessageDialogContent {
  open: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape and the overlay; defaults to onConfirm for plain alerts. */
  onCancel?: () => void;
}

/** A modal message with an icon, a title, a text and one or two buttons. */
export function MessageDialog({
  open,
  title,
  text,
  icon,
  confirmText = 'OK',
  cancelText,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
}: MessageDialogProps) {
  const dismiss = onCancel ?? onConfirm;
  const focusReturn = useFocusReturn();
  const visual = icon ? icons[icon] : null;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && dismiss()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          {...focusReturn}
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none sm:p-8 dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
          {...(text ? {} : { 'aria-describedby': undefined })}
        >
          {visual && (
            <div
              className={cn(
                'mx-auto mb-4 flex size-14 items-center justify-center rounded-full',
                visual.tint,
              )}
            >
              <visual.Icon aria-hidden="true" className="size-8" />
            </div>
          )}
          <DialogPrimitive.Title className="font-semibold text-slate-900 text-xl dark:text-white">
            {title}
          </DialogPrimitive.Title>
          {text ? (
            <DialogPrimitive.Description className="mt-2 text-slate-600 text-sm leading-6 dark:text-slate-300">
              <TextWithDates text={text} />
            </DialogPrimitive.Description>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            {cancelText && (
              <Button variant="secondary" onClick={dismiss} className="sm:min-w-28">
                {cancelText}
              </Button>
            )}
            <Button variant={confirmVariant} onClick={onConfirm} className="sm:min-w-28">
              {confirmText}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useFocusReturn } from './focus-return';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** A titled dialog for forms and details (messages and confirmations use useDialog()). */
export function Modal({ open, onOpenChange, title, description, size = 'md', children }: ModalProps) {
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          {...focusReturn}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-700',
            size === 'lg' ? 'max-w-xl' : 'max-w-md',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="font-semibold text-lg text-slate-900 dark:text-white">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close className="-m-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </DialogPrimitive.Close>
          </div>
          {description && (
            <DialogPrimitive.Description className="mt-1 text-slate-600 text-sm leading-6 dark:text-slate-400">
              {description}
            </DialogPrimitive.Description>
          )}
          <div className="mt-5">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

import { CircleCheck, CircleX, Info, TriangleExclamationPoint, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { box: string; icon: typeof Info }> = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
    icon: CircleX,
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200',
    icon: CircleCheck,
  },
  info: {
    box: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-200',
    icon: Info,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-200',
    icon: TriangleExclamationPoint,
  },
};

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  tone: AlertTone;
  title?: ReactNode;
  /** Adds a close button. */
  onDismiss?: () => void;
  /** Rendered under the message, inside the box (e.g. a progress bar). */
  footer?: ReactNode;
}

/** A message box; errors are announced as alerts, the rest as polite status updates. */
export function Alert({ tone, title, onDismiss, footer, className, children, ...rest }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('relative overflow-hidden rounded-lg border text-sm', box, className)}
      {...rest}
    >
      <div className={cn('flex items-start gap-3 p-3', onDismiss && 'pr-10')}>
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1">
          {title && <p className="font-semibold">{title}</p>}
          <div className={cn(title && 'mt-0.5')}>{children}</div>
        </div>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Dismiss</span>
        </button>
      )}
      {footer}
    </div>
  );
}

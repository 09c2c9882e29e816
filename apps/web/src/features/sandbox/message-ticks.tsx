import { SandboxPhoneStatusTexts } from '@chatgate/contracts';
import { Check, CheckCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

const LABELS: Record<string, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  undelivered: SandboxPhoneStatusTexts.undelivered,
};

/**
 * WhatsApp's ticks of an own message: one grey (sent), two grey (delivered), two blue (read);
 * `onDark` for a dark bubble, where the blue is lighter. A message to a token that blocked the
 * phone keeps its one tick, labelled not delivered.
 */
export function MessageTicks({
  status,
  onDark = false,
  className,
}: {
  status: string;
  onDark?: boolean;
  className?: string;
}) {
  const label = LABELS[status] ?? status;
  const Icon = status === 'sent' || status === 'undelivered' ? Check : CheckCheck;
  const read = onDark ? 'text-sky-300' : 'text-sky-600 dark:text-sky-400';
  return (
    <span
      data-testid="message-status"
      data-status={status}
      title={label}
      className={cn(
        'inline-flex items-center',
        status === 'read' ? read : status === 'undelivered' ? 'font-medium' : 'opacity-80',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {status === 'undelivered' ? (
        <span className="ml-0.5 text-[11px]">{label}</span>
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </span>
  );
}

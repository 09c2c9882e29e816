import { Link2, Smartphone } from 'lucide-react';
import { cn } from '../../lib/cn';
import { usePhones } from './api';

/** The user's virtual phones; picking one opens it. */
export function PhoneList({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (phone: string) => void;
}) {
  const phones = usePhones();
  const list = phones.data?.result ?? [];
  if (phones.isPending) return <p className="text-slate-500 text-sm dark:text-slate-400">Loading...</p>;
  if (list.length === 0) {
    return <p className="text-slate-500 text-sm dark:text-slate-400">You have no virtual phones yet.</p>;
  }
  return (
    <ul aria-label="Your virtual phones" className="space-y-1">
      {list.map((phone) => (
        <li key={phone.phone}>
          <button
            type="button"
            onClick={() => onSelect(phone.phone)}
            aria-current={phone.phone === selected || undefined}
            className={cn(
              'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm transition-colors',
              phone.phone === selected
                ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            <Smartphone aria-hidden="true" className="size-4 shrink-0" />
            <span className="flex-1 font-mono">{phone.phone}</span>
            {phone.linkedInsid && (
              <span className="flex items-center gap-1 text-emerald-700 text-xs dark:text-emerald-400">
                <Link2 aria-hidden="true" className="size-3.5" /> Linked
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

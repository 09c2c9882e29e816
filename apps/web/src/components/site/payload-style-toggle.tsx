import { cn } from '../../lib/cn';
import type { PayloadStyle } from './payload-styles';

interface PayloadStyleToggleProps {
  styles: PayloadStyle[];
  selected: string;
  onSelect: (id: string) => void;
}

/** Two-way switch between the bodies the samples send; each button shows its body's shape. */
export function PayloadStyleToggle({ styles, selected, onSelect }: PayloadStyleToggleProps) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-900 text-sm">Request body</legend>
      <div className="mt-2 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
        {styles.map((style) => (
          <button
            key={style.id}
            type="button"
            aria-pressed={style.id === selected}
            onClick={() => onSelect(style.id)}
            className={cn(
              'rounded-md px-3 py-1.5 font-mono text-xs transition-colors',
              style.id === selected
                ? 'bg-white text-emerald-800 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {style.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

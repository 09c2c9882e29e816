import { cn } from '../lib/cn';

export interface CodeVariant {
  id: string;
  /** The switch's button, e.g. the package the code uses. */
  label: string;
  code: string;
  caption?: string;
}

interface CodeVariantSwitchProps {
  label: string;
  variants: CodeVariant[];
  selected: string;
  onSelect: (id: string) => void;
}

/** Buttons choosing one way of writing a code panel's code, on the panel's dark background. */
export function CodeVariantSwitch({ label, variants, selected, onSelect }: CodeVariantSwitchProps) {
  return (
    <fieldset className="flex flex-wrap gap-1 border-slate-800 border-b px-3 py-2 dark:border-slate-700/70">
      <legend className="sr-only">{label}</legend>
      {variants.map((variant) => (
        <button
          key={variant.id}
          type="button"
          aria-pressed={variant.id === selected}
          onClick={() => onSelect(variant.id)}
          className={cn(
            'min-h-7 rounded-md px-2.5 font-mono text-xs transition-colors focus-visible:outline-emerald-400',
            variant.id === selected
              ? 'bg-slate-700 text-white ring-1 ring-slate-600'
              : 'text-slate-400 hover:bg-slate-800 hover:text-slate-200',
          )}
        >
          {variant.label}
        </button>
      ))}
    </fieldset>
  );
}

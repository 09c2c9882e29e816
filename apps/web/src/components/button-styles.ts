import { cn } from '../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-emerald-700 disabled:hover:bg-emerald-700',
  secondary:
    'bg-white text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-emerald-600 ' +
    'dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700',
  ghost:
    'text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-emerald-600 ' +
    'dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  danger:
    'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600 disabled:hover:bg-red-600',
};

/** Minimum heights: one line is as tall as ever, and a label that wraps on a phone grows the button. */
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Class names shared by buttons and links that look like buttons. */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth }: ButtonStyleProps,
  extra?: string,
) {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full', extra);
}

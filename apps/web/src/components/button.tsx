import type { ComponentProps } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { type ButtonStyleProps, buttonClassName } from './button-styles';
import { Spinner } from './spinner';

interface ButtonProps extends ComponentProps<'button'>, ButtonStyleProps {
  /** Shows a spinner and disables the button. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  // A submit button works once the page's code runs; before that it would reload the page.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

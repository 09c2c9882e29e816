import type { ComponentProps } from 'react';
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
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

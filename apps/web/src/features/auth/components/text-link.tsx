import { Link, type LinkProps } from 'react-router';
import { cn } from '../../../lib/cn';

/** An inline brand-coloured link. */
export function TextLink({ className, ...rest }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded font-semibold text-emerald-700 hover:text-emerald-800 hover:underline',
        className,
      )}
      {...rest}
    />
  );
}

import { cn } from '../../../lib/cn';
import { Link, type LinkProps } from '../../../lib/router';

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

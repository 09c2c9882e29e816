import { Link, type LinkProps } from '../lib/router';
import { type ButtonStyleProps, buttonClassName } from './button-styles';

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: LinkProps & ButtonStyleProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...rest} />;
}

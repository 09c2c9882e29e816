import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';
import { type NavigateOptions, pathOf, resolveTo } from './location-store';
import { useLocation, useNavigate } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: string;
}

const isExternal = (to: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** A click the app handles itself: the main button, no modifier key, not for another window or a download. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    !event.currentTarget.hasAttribute('download')
  );
}

/** An anchor that moves the app without reloading the page; to the address it shows, it replaces. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = isExternal(to);
  const href = external ? to : resolveTo(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? href === pathOf(location), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

/** A path as NavLink compares it: without query, hash, case or trailing slash. */
const comparablePath = (path: string) => (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/(.)\/+$/, '$1');

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only at `to` itself, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
}

/** A Link that knows whether the page it leads to is the one open (aria-current="page" then). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end, className, ...rest },
  ref,
) {
  const location = useLocation();
  const here = comparablePath(location.pathname);
  const there = comparablePath(resolveTo(to, location));
  const isActive = here === there || (!end && there !== '/' && here.startsWith(`${there}/`));
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
});

import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/router';

interface SectionLinkProps {
  /** A route, or a home-page section as /#id. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A footer link (spec 2.3). A /#section link scrolls smoothly when already on /, otherwise it
 * navigates to /#section and the scroll manager scrolls there once the page is in.
 */
export function SectionLink({ to, className, children }: SectionLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [path, section] = to.split('#');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!section || path !== pathname || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const target = document.getElementById(section);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth' });
    navigate({ hash: section }, { replace: true });
  };

  return (
    <Link to={to} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}

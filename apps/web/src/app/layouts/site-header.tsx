import { NAV_SCROLL_THRESHOLD_PX } from '@chatgate/contracts';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { Logo } from '../../components/logo';
import { cn } from '../../lib/cn';
import { NavLink, useLocation } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { MobileMenu } from './mobile-menu';
import { navLinkClass } from './nav-link-class';
import { HEADER_LINKS, headerFor } from './nav-links';
import { ServicesMenu } from './services-menu';
import { useScrolledPast } from './use-scrolled-past';

const MOBILE_MENU_ID = 'mobile-menu';

/** Fixed public header; solid with a shadow once the page scrolls past 20 px (spec 2.2, 9). */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const header = headerFor(useSession().user !== null, HEADER_LINKS);

  const toggle = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open small-screen menu, as it does the Services dropdown.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200',
        solid ? 'bg-white shadow-md' : 'bg-white/70 backdrop-blur',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {header.links.map((item) => (
              <li key={item.to}>
                {item.to === '/services' ? (
                  <ServicesMenu />
                ) : (
                  <NavLink
                    to={item.to}
                    end={!item.coversSubpages}
                    className={({ isActive }) => navLinkClass(isActive)}
                  >
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* The open small-screen menu has its own. */}
          {!menuOpen && (
            <ButtonLink to={header.action.to} size="sm">
              {header.action.label}
            </ButtonLink>
          )}
          <button
            ref={toggle}
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu id={MOBILE_MENU_ID} />}
    </header>
  );
}

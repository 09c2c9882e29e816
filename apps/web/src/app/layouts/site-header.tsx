import { NAV_SCROLL_THRESHOLD_PX } from '@chatgate/contracts';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { Logo } from '../../components/logo';
import { cn } from '../../lib/cn';
import { HEADER_LINKS, MOBILE_LINKS } from './nav-links';

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 font-medium text-sm transition-colors',
    isActive ? 'text-emerald-700' : 'text-slate-600 hover:text-slate-900',
  );

/** Fixed public header; solid with a shadow once the page scrolls past 20 px (spec 2.2). */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow]',
        scrolled || menuOpen ? 'bg-white shadow-sm' : 'bg-white/80 backdrop-blur',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((item) => (
            <NavLink key={item.to} to={item.to} end className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {/* The open small-screen menu has its own Get Free Trial. */}
          {!menuOpen && (
            <ButtonLink to="/auth/signup" size="sm">
              Get Free Trial
            </ButtonLink>
          )}
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-slate-100 border-t bg-white px-4 pt-2 pb-4 md:hidden"
        >
          <ul className="space-y-1">
            {MOBILE_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={(state) => cn(linkClass(state), 'block text-base')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ButtonLink to="/auth/signup" fullWidth className="mt-3">
            Get Free Trial
          </ButtonLink>
        </nav>
      )}
    </header>
  );
}

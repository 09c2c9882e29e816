import { ArrowRight, ChevronDown } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';
import { Link, useLocation } from '../../lib/router';
import { navLinkClass } from './nav-link-class';
import { SERVICE_LINKS, SERVICE_PATHS } from './nav-links';

/**
 * The header's Services dropdown (spec 2.2): opens on a mouse's hover, on a tap or click, and from
 * the keyboard with Enter, Space or ArrowDown; Escape closes it and returns focus to the button.
 * A click on the button the hover has just opened keeps it open, and a touch opens it on the
 * first tap (a tap also reports a hover, which used to open it just before the click closed it).
 */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const openedByHover = useRef(false);
  const { pathname } = useLocation();
  const active = SERVICE_PATHS.includes(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === button.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => panel.current?.querySelector('a')?.focus());
    }
  };

  const onHover = (event: PointerEvent<HTMLDivElement>, entering: boolean) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = entering && !open;
    setOpen(entering);
  };

  const onClick = () => {
    const keep = openedByHover.current;
    openedByHover.current = false;
    setOpen((value) => keep || !value);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and key handling of the disclosure around its button
    <div
      className="relative"
      onPointerEnter={(event) => onHover(event, true)}
      onPointerLeave={(event) => onHover(event, false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
        className={navLinkClass(active, 'inline-flex items-center gap-1')}
      >
        Services
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 w-80 -translate-x-1/2 pt-2"
      >
        <div className="rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <ul>
            {SERVICE_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={pathname === link.to ? 'page' : undefined}
                  className="block rounded-lg px-3 py-2.5 hover:bg-slate-50 aria-[current=page]:bg-emerald-50"
                >
                  <span className="block font-semibold text-slate-900 text-sm">{link.label}</span>
                  <span className="mt-0.5 block text-slate-600 text-xs">{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/services"
            className="mt-1 flex items-center gap-1 border-slate-100 border-t px-3 pt-2.5 pb-1.5 font-semibold text-emerald-700 text-xs hover:text-emerald-800"
          >
            All services
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        </div>
      </div>
    </div>
  );
}

import { ButtonLink } from '../../components/button-link';
import { NavLink } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { navLinkClass } from './nav-link-class';
import { headerFor, MOBILE_LINKS } from './nav-links';

/** The small-screen menu (spec 2.2): Home, Blogs, Contact Us, Login and Get Free Trial. */
export function MobileMenu({ id }: { id: string }) {
  const menu = headerFor(useSession().user !== null, MOBILE_LINKS);
  return (
    <nav id={id} aria-label="Mobile" className="border-slate-100 border-t bg-white px-4 pt-2 pb-4 md:hidden">
      <ul className="space-y-1">
        {menu.links.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={!item.coversSubpages}
              className={({ isActive }) => navLinkClass(isActive, 'block text-base')}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ButtonLink to={menu.action.to} fullWidth className="mt-3">
        {menu.action.label}
      </ButtonLink>
    </nav>
  );
}

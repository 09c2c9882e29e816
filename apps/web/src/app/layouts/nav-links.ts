export interface NavItem {
  to: string;
  label: string;
  /** Highlighted on the pages under it too (an article under Blogs). */
  coversSubpages?: boolean;
}

export interface ServiceLink extends NavItem {
  description: string;
}

/** The Services dropdown (spec 2.2): the two automation pages. */
export const SERVICE_LINKS: ServiceLink[] = [
  {
    to: '/waautomation',
    label: 'WhatsApp Automation',
    description: 'The WhatsApp Business API for developers',
  },
  {
    to: '/gautomation',
    label: 'Google Workspace Automation',
    description: 'Sheets, Gmail and Forms workflows, built for you',
  },
];

/** Pages under Services, for highlighting it in the header. */
export const SERVICE_PATHS = ['/services', ...SERVICE_LINKS.map((link) => link.to)];

export const HEADER_LINKS: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/blogs', label: 'Blogs', coversSubpages: true },
  { to: '/contactus', label: 'Contact Us' },
  { to: '/auth', label: 'Login' },
];

/** The small-screen menu (spec 2.2): Home, Blogs, Contact Us, Login, then Get Free Trial. */
export const MOBILE_LINKS: NavItem[] = HEADER_LINKS.filter((item) => item.to !== '/services');

/**
 * The header's links and its button for a visitor (spec 2.2: Login, Get Free Trial) or for someone
 * signed in, who is offered their dashboard instead.
 */
export function headerFor(signedIn: boolean, links: NavItem[]): { links: NavItem[]; action: NavItem } {
  if (!signedIn) return { links, action: { to: '/auth/signup', label: 'Get Free Trial' } };
  return {
    links: links.filter((item) => item.to !== '/auth'),
    action: { to: '/dashboard', label: 'Dashboard' },
  };
}

export const FOOTER_COLUMNS: Array<{ title: string; links: NavItem[] }> = [
  {
    title: 'Product',
    links: [
      { to: '/#features', label: 'Features' },
      { to: '/#pricing', label: 'Pricing' },
      { to: '/dashboard/apiDocs', label: 'Documentation' },
      { to: '/dashboard', label: 'Dashboard' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/blogs', label: 'Blogs' },
      { to: '/dashboard/createTicket', label: 'Help Center' },
      { to: '/contactus', label: 'Contact Us' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/careers', label: 'Careers' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms & Conditions' },
    ],
  },
];

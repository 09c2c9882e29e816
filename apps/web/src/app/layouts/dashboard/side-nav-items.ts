import type { Role } from '@chatgate/contracts';
import {
  Binary,
  BookOpen,
  Code,
  CreditCard,
  LayoutDashboard,
  LibraryBig,
  LifeBuoy,
  ListOrdered,
  type LucideIcon,
  Megaphone,
  MessageSquareText,
  Newspaper,
  PenLine,
  Plug,
  Radio,
  RadioTower,
  ScrollText,
  SearchCheck,
  Send,
  Sheet,
  Smartphone,
  SquarePen,
  Ticket,
  TicketPlus,
  UserRound,
  Webhook,
  Wrench,
} from 'lucide-react';

export interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to role Admin (spec 2.7, 6: client-side hiding; the server enforces). */
  adminOnly?: boolean;
  /** Pages opened from this entry's page (an item, a receipt) that it stays highlighted on. */
  alsoActiveOn?: string[];
}

export type NavSection =
  | { kind: 'link'; entry: NavEntry }
  | { kind: 'group'; label: string; icon: LucideIcon; entries: NavEntry[] };

const link = (entry: NavEntry): NavSection => ({ kind: 'link', entry });
const group = (label: string, icon: LucideIcon, entries: NavEntry[]): NavSection => ({
  kind: 'group',
  label,
  icon,
  entries,
});

/**
 * The side-bar entries of spec 2.7, in order, plus Webhooks and Send Queue under Developers and the
 * Sandbox Phone under Tools.
 */
export const SIDE_NAV: NavSection[] = [
  link({ to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard }),
  group('Developers', Code, [
    { to: '/dashboard/apiDocs', label: 'Documentation', icon: BookOpen },
    { to: '/dashboard/logs', label: 'Logs', icon: ScrollText },
    { to: '/dashboard/webhooks', label: 'Webhooks', icon: Webhook },
    { to: '/dashboard/queue', label: 'Send Queue', icon: ListOrdered },
  ]),
  group('Integrations', Plug, [{ to: '/dashboard/gSheet', label: 'Google Sheets', icon: Sheet }]),
  group('Tools', Wrench, [
    { to: '/dashboard/base64', label: 'Base64 Encoder/Decoder', icon: Binary },
    { to: '/dashboard/check-whatsapp-number', label: 'WhatsApp Number Checker', icon: SearchCheck },
    { to: '/dashboard/sandbox', label: 'Sandbox Phone', icon: Smartphone },
  ]),
  link({
    to: '/dashboard/subscribe',
    label: 'Subscriptions',
    icon: CreditCard,
    alsoActiveOn: ['/dashboard/receipt'],
  }),
  group('Help Center', LifeBuoy, [
    { to: '/dashboard/createTicket', label: 'Create New Ticket', icon: TicketPlus, adminOnly: true },
    { to: '/dashboard/viewTickets', label: 'View Tickets', icon: Ticket },
  ]),
  group('Announcements', Megaphone, [
    {
      to: '/dashboard/create-announcement',
      label: 'Create New Announcement',
      icon: SquarePen,
      adminOnly: true,
    },
    {
      to: '/dashboard/view-announcements',
      label: 'View Announcements',
      icon: MessageSquareText,
      alsoActiveOn: ['/dashboard/announcement'],
    },
  ]),
  group('Broadcasts', Radio, [
    { to: '/dashboard/create-broadcast', label: 'Create New Broadcast', icon: Send, adminOnly: true },
    {
      to: '/dashboard/view-broadcasts',
      label: 'View Broadcasts',
      icon: RadioTower,
      alsoActiveOn: ['/dashboard/broadcast'],
    },
  ]),
  group('Blogs', Newspaper, [
    { to: '/dashboard/view-blogs', label: 'View Blogs', icon: LibraryBig },
    { to: '/dashboard/create-blogs', label: 'Create Blog', icon: PenLine, adminOnly: true },
  ]),
];

/** The side-bar footer's Profile link (spec 2.7), highlighted on the company details page too. */
export const PROFILE_ENTRY: NavEntry = {
  to: '/dashboard/profile',
  label: 'Profile',
  icon: UserRound,
  alsoActiveOn: ['/dashboard/companydetails'],
};

/** The sections a role sees: admin-only entries for Admin alone; groups left empty disappear. */
export function visibleSections(sections: NavSection[], role: Role): NavSection[] {
  const allowed = (entry: NavEntry) => !entry.adminOnly || role === 'Admin';
  return sections.flatMap((section): NavSection[] => {
    if (section.kind === 'link') return allowed(section.entry) ? [section] : [];
    const entries = section.entries.filter(allowed);
    return entries.length > 0 ? [{ ...section, entries }] : [];
  });
}

/** Whether a path is the entry's page or one below it (the dashboard root matches only itself). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/dashboard') return pathname === '/dashboard' || pathname === '/dashboard/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Whether the side bar highlights an entry on this path: its own page or one opened from it. */
export const isActiveEntry = (pathname: string, entry: NavEntry): boolean =>
  [entry.to, ...(entry.alsoActiveOn ?? [])].some((to) => isActivePath(pathname, to));

/** Pages of the dashboard no entry leads to, by path, named for the browser's tab. */
const OTHER_PAGE_TITLES: Record<string, string> = {
  '/dashboard/companydetails': 'Company Details',
  '/dashboard/receipt': 'Payment Receipt',
  '/dashboard/announcement': 'Announcement',
  '/dashboard/broadcast': 'Broadcast',
  '/dashboard/edit-announcement': 'Edit Announcement',
  '/dashboard/edit-broadcast': 'Edit Broadcast',
  '/dashboard/edit-blog': 'Edit Blog',
  '/dashboard/notifications': 'Notifications',
};

/** The name of the dashboard page at `pathname`, for its tab: its side-bar label, else its own. */
export function dashboardPageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entries = [PROFILE_ENTRY, ...SIDE_NAV.flatMap((s) => (s.kind === 'link' ? [s.entry] : s.entries))];
  return entries.find((entry) => entry.to === path)?.label ?? OTHER_PAGE_TITLES[path] ?? 'Dashboard';
}

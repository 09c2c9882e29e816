import { describe, expect, it } from 'vitest';
import {
  dashboardPageTitle,
  isActiveEntry,
  isActivePath,
  PROFILE_ENTRY,
  SIDE_NAV,
  visibleSections,
} from './side-nav-items';

const labels = (role: 'User' | 'Admin' | 'CRM') =>
  visibleSections(SIDE_NAV, role).flatMap((s) =>
    s.kind === 'link' ? [s.entry.label] : s.entries.map((e) => e.label),
  );

describe('visibleSections', () => {
  const adminOnly = ['Create New Ticket', 'Create New Announcement', 'Create New Broadcast', 'Create Blog'];

  it('shows the admin-only entries to Admin only', () => {
    for (const label of adminOnly) {
      expect(labels('Admin')).toContain(label);
      expect(labels('User')).not.toContain(label);
      expect(labels('CRM')).not.toContain(label);
    }
  });

  it('shows every other entry of spec 2.7, Webhooks, Send Queue and the Sandbox Phone to everyone', () => {
    for (const label of [
      'Dashboard',
      'Documentation',
      'Logs',
      'Webhooks',
      'Send Queue',
      'Google Sheets',
      'Base64 Encoder/Decoder',
      'WhatsApp Number Checker',
      'Sandbox Phone',
      'Subscriptions',
      'View Tickets',
      'View Announcements',
      'View Broadcasts',
      'View Blogs',
    ]) {
      expect(labels('User')).toContain(label);
    }
  });
});

describe('isActivePath', () => {
  it('matches the dashboard root only on itself', () => {
    expect(isActivePath('/dashboard', '/dashboard')).toBe(true);
    expect(isActivePath('/dashboard/logs', '/dashboard')).toBe(false);
  });

  it('matches an entry and the pages below it, not a longer name', () => {
    expect(isActivePath('/dashboard/logs', '/dashboard/logs')).toBe(true);
    expect(isActivePath('/dashboard/logs/1', '/dashboard/logs')).toBe(true);
    expect(isActivePath('/dashboard/logsx', '/dashboard/logs')).toBe(false);
  });
});

describe('isActiveEntry', () => {
  const entry = (label: string) =>
    SIDE_NAV.flatMap((s) => (s.kind === 'link' ? [s.entry] : s.entries)).find((e) => e.label === label);

  it('keeps a list highlighted on the pages opened from it', () => {
    const cases: Array<[string, string]> = [
      ['/dashboard/announcement', 'View Announcements'],
      ['/dashboard/broadcast', 'View Broadcasts'],
      ['/dashboard/receipt', 'Subscriptions'],
    ];
    for (const [pathname, label] of cases) {
      const found = entry(label);
      expect(found, label).toBeDefined();
      if (found) expect(isActiveEntry(pathname, found), `${label} on ${pathname}`).toBe(true);
    }
    expect(isActiveEntry('/dashboard/companydetails', PROFILE_ENTRY)).toBe(true);
  });

  it('highlights nothing else there', () => {
    const others = SIDE_NAV.flatMap((s) => (s.kind === 'link' ? [s.entry] : s.entries)).filter(
      (e) => e.label !== 'View Announcements',
    );
    for (const other of others)
      expect(isActiveEntry('/dashboard/announcement', other), other.label).toBe(false);
  });
});

describe('dashboardPageTitle', () => {
  it('names each page for its tab by its side-bar label, or its own name, or Dashboard', () => {
    expect(
      ['/dashboard', '/dashboard/', '/dashboard/sandbox', '/dashboard/logs/', '/dashboard/profile'].map(
        dashboardPageTitle,
      ),
    ).toEqual(['Dashboard', 'Dashboard', 'Sandbox Phone', 'Logs', 'Profile']);
    expect(dashboardPageTitle('/dashboard/receipt')).toBe('Payment Receipt');
    expect(dashboardPageTitle('/dashboard/no-such-page')).toBe('Dashboard');
  });

  it('gives every side-bar entry an icon of its own, so the collapsed bar tells them apart', () => {
    const entries = SIDE_NAV.flatMap((s) => (s.kind === 'link' ? [s.entry] : s.entries));
    expect(new Set(entries.map((e) => e.icon)).size).toBe(entries.length);
  });
});

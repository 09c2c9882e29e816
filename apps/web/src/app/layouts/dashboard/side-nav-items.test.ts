import { describe, expect, it } from 'vitest';
import { isActivePath, SIDE_NAV, visibleSections } from './side-nav-items';

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

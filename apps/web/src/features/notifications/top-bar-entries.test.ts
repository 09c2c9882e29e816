import type { TopBarItems } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { BADGES, badgeEntries, badgeName, badgeText, safeDashboardPath } from './top-bar-entries';

const items: TopBarItems = {
  tickets: [{ id: 7, title: 'Need more tokens', status: 'pending' }],
  broadcasts: [{ id: 3, subject: 'Maintenance on Sunday' }],
  notifications: [
    {
      id: 11,
      kind: 'ticket',
      title: 'Support replied on ticket #7: Need more tokens',
      link: '/dashboard/viewTickets?id=7',
      read: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    {
      id: 10,
      kind: 'token',
      title: 'Token Sales is active',
      link: 'https://elsewhere.example/x',
      read: true,
      createdAt: '2024-12-31T00:00:00.000Z',
    },
  ],
};

describe('badgeName', () => {
  it('names the badge with its count once known', () => {
    expect(badgeName('Support requests', 2)).toBe('Support requests: 2');
    expect(badgeName('Notifications', 0)).toBe('Notifications: 0');
    expect(badgeName('Broadcasts', undefined)).toBe('Broadcasts');
  });
});

describe('badgeText', () => {
  it('hides zero and caps at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(5)).toBe('5');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('safeDashboardPath', () => {
  it('keeps app paths and replaces anything else with the dashboard', () => {
    expect(safeDashboardPath('/dashboard/viewTickets?id=3')).toBe('/dashboard/viewTickets?id=3');
    expect(safeDashboardPath('//evil.example')).toBe('/dashboard');
    expect(safeDashboardPath('javascript:alert(1)')).toBe('/dashboard');
  });
});

describe('badgeEntries', () => {
  it('links tickets to their thread with their status', () => {
    expect(badgeEntries('supportRequests', items)).toEqual([
      {
        key: 'ticket-7',
        title: 'Need more tokens',
        to: '/dashboard/viewTickets?id=7',
        unread: false,
        ticketStatus: 'pending',
      },
    ]);
  });

  it('links broadcasts to their page, all unread', () => {
    expect(badgeEntries('broadcasts', items)).toEqual([
      { key: 'broadcast-3', title: 'Maintenance on Sunday', to: '/dashboard/broadcast?id=3', unread: true },
    ]);
  });

  it('links notifications to their link, marking the unread ones', () => {
    const entries = badgeEntries('notifications', items);
    expect(entries.map((e) => [e.to, e.unread, e.notificationId])).toEqual([
      ['/dashboard/viewTickets?id=7', true, 11],
      ['/dashboard', false, 10],
    ]);
  });
});

describe('BADGES', () => {
  it("sends each View all to its own list, the notifications' to the notifications page", () => {
    expect(Object.fromEntries(BADGES.map((badge) => [badge.key, badge.viewAll]))).toEqual({
      supportRequests: '/dashboard/viewTickets',
      broadcasts: '/dashboard/view-broadcasts',
      notifications: '/dashboard/notifications',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { filterParams, notificationListSearch, readNotificationFilter } from './notification-params';

describe('readNotificationFilter', () => {
  it('reads unread and all, and falls back to all', () => {
    expect(readNotificationFilter('unread')).toBe('unread');
    expect(readNotificationFilter('all')).toBe('all');
    expect(readNotificationFilter(null)).toBe('all');
    expect(readNotificationFilter('UNREAD')).toBe('all');
  });
});

describe('filterParams and notificationListSearch', () => {
  it('leave the filter out for all, and always name the page for the server', () => {
    expect(filterParams('all')).toEqual({});
    expect(filterParams('unread')).toEqual({ filter: 'unread' });
    expect(notificationListSearch('all', 1)).toBe('page=1');
    expect(notificationListSearch('unread', 3)).toBe('filter=unread&page=3');
  });
});

import { type BadgeCounts, isStaffRole, TOP_BAR_ITEMS, type TopBarItems } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { countUnread } from './notifications.queries';
import { latestNotifications } from './notifications.service';
import * as q from './top-bar.queries';

/**
 * The tickets a top-bar badge counts as waiting: a user's that are not closed (open or pending);
 * for staff (Admin, CRM), every ticket waiting for them (open).
 */
const waitingFor = (caller: AuthenticatedUser): q.WaitingTickets =>
  isStaffRole(caller.role) ? { statuses: ['open'] } : { userId: caller.id, statuses: ['open', 'pending'] };

/**
 * The three top-bar badges (spec 2.7), from real data: support requests (a user's tickets not
 * closed; for staff the open tickets waiting for them), broadcasts sent since the user signed up
 * and not yet opened, and unread notifications.
 */
export async function badgeCounts(db: Db, caller: AuthenticatedUser): Promise<BadgeCounts> {
  const [supportRequests, broadcasts, notifications] = await Promise.all([
    q.countWaitingTickets(db, waitingFor(caller)),
    q.countUnreadBroadcasts(db, caller.id),
    countUnread(db, caller.id),
  ]);
  return { supportRequests, broadcasts, notifications };
}

/** What the badges' dropdowns list: the same tickets and broadcasts, and the latest notifications. */
export async function topBarItems(db: Db, caller: AuthenticatedUser): Promise<TopBarItems> {
  const [tickets, broadcasts, notifications] = await Promise.all([
    q.waitingTickets(db, waitingFor(caller), TOP_BAR_ITEMS.tickets),
    q.unreadBroadcasts(db, caller.id, TOP_BAR_ITEMS.broadcasts),
    latestNotifications(db, caller.id, TOP_BAR_ITEMS.notifications),
  ]);
  return { tickets, broadcasts, notifications };
}

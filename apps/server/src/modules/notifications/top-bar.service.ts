import { type BadgeCounts, TOP_BAR_ITEMS, type TopBarItems } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { countWaitingTickets, waitingTickets } from '../tickets/ticket-reads.service';
import {
  countUnreadBroadcasts,
  countUnreadNotifications,
  latestNotifications,
  unreadBroadcasts,
} from './notifications.service';

/**
 * The three top-bar badges (spec 2.7), from real data: support requests (a user's tickets not
 * closed; for staff the open tickets waiting for them), broadcasts sent since the user signed up
 * and not yet opened, and unread notifications.
 */
export async function badgeCounts(db: Db, caller: AuthenticatedUser): Promise<BadgeCounts> {
  const [supportRequests, broadcasts, notifications] = await Promise.all([
    countWaitingTickets(db, caller),
    countUnreadBroadcasts(db, caller.id),
    countUnreadNotifications(db, caller.id),
  ]);
  return { supportRequests, broadcasts, notifications };
}

/** What the badges' dropdowns list: the same tickets and broadcasts, and the latest notifications. */
export async function topBarItems(db: Db, caller: AuthenticatedUser): Promise<TopBarItems> {
  const [tickets, broadcasts, notifications] = await Promise.all([
    waitingTickets(db, caller, TOP_BAR_ITEMS.tickets),
    unreadBroadcasts(db, caller.id, TOP_BAR_ITEMS.broadcasts),
    latestNotifications(db, caller.id, TOP_BAR_ITEMS.notifications),
  ]);
  return { tickets, broadcasts, notifications };
}

import type { GroupRole } from '@chatgate/contracts';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { simChannelPosts, simChannels, simGroupMembers, simGroups } from '../../db/schema';
import type { NetworkPhone } from './simulator.queries';

export type SimGroupRow = typeof simGroups.$inferSelect;
export type SimChannelRow = typeof simChannels.$inferSelect;
export type SimMemberRow = typeof simGroupMembers.$inferSelect;

export async function insertGroup(
  db: Queryable,
  group: { id: string; accountId: string; subject: string; ownerPhone: string },
): Promise<SimGroupRow> {
  const [row] = await db.insert(simGroups).values(group).returning();
  return row as SimGroupRow;
}

/** The account's group of this id (another account's group is not found). */
export async function findGroup(
  db: Queryable,
  accountId: string,
  groupId: string,
): Promise<SimGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(simGroups)
    .where(and(eq(simGroups.id, groupId), eq(simGroups.accountId, accountId)));
  return row;
}

/** Adds phones of the group's account as members; returns the phones that were not members yet. */
export async function addMembers(
  db: Queryable,
  group: { id: string; accountId: string },
  members: Array<{ phone: string; role: GroupRole }>,
): Promise<string[]> {
  if (members.length === 0) return [];
  const rows = await db
    .insert(simGroupMembers)
    .values(members.map((m) => ({ groupId: group.id, accountId: group.accountId, ...m })))
    .onConflictDoNothing()
    .returning({ phone: simGroupMembers.phone });
  return rows.map((r) => r.phone);
}

/** Removes members; returns the phones that were members. */
export async function removeMembers(db: Queryable, groupId: string, phones: string[]): Promise<string[]> {
  if (phones.length === 0) return [];
  const rows = await db
    .delete(simGroupMembers)
    .where(and(eq(simGroupMembers.groupId, groupId), inArray(simGroupMembers.phone, phones)))
    .returning({ phone: simGroupMembers.phone });
  return rows.map((r) => r.phone);
}

/** Members of the groups, the superadmin first, then in the order they joined. */
export function membersOf(db: Queryable, groupIds: string[]): Promise<SimMemberRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(simGroupMembers)
    .where(inArray(simGroupMembers.groupId, groupIds))
    .orderBy(
      sql`case ${simGroupMembers.role} when 'superadmin' then 0 when 'admin' then 1 else 2 end`,
      asc(simGroupMembers.addedAt),
      asc(simGroupMembers.phone),
    );
}

/** The phone's role in the group; null when it is not a member (another account's phone never is). */
export async function memberRole(
  db: Queryable,
  groupId: string,
  member: NetworkPhone,
): Promise<GroupRole | null> {
  const [row] = await db
    .select({ role: simGroupMembers.role })
    .from(simGroupMembers)
    .where(
      and(
        eq(simGroupMembers.groupId, groupId),
        eq(simGroupMembers.accountId, member.accountId),
        eq(simGroupMembers.phone, member.phone),
      ),
    );
  return row?.role ?? null;
}

export function groupsOfPhone(db: Queryable, member: NetworkPhone): Promise<SimGroupRow[]> {
  return db
    .select(getTableColumns(simGroups))
    .from(simGroups)
    .innerJoin(simGroupMembers, eq(simGroupMembers.groupId, simGroups.id))
    .where(and(eq(simGroupMembers.accountId, member.accountId), eq(simGroupMembers.phone, member.phone)))
    .orderBy(asc(simGroups.createdAt), asc(simGroups.id));
}

export async function insertChannel(
  db: Queryable,
  channel: { id: string; accountId: string; ownerPhone: string; name: string; description: string },
): Promise<SimChannelRow> {
  const [row] = await db.insert(simChannels).values(channel).returning();
  return row as SimChannelRow;
}

export async function findChannel(db: Queryable, channelId: string): Promise<SimChannelRow | undefined> {
  const [row] = await db.select().from(simChannels).where(eq(simChannels.id, channelId));
  return row;
}

export function channelsOwnedBy(db: Queryable, owner: NetworkPhone): Promise<SimChannelRow[]> {
  return db
    .select()
    .from(simChannels)
    .where(and(eq(simChannels.accountId, owner.accountId), eq(simChannels.ownerPhone, owner.phone)))
    .orderBy(asc(simChannels.createdAt), asc(simChannels.id));
}

/** Stores a post once per message id. */
export async function insertChannelPost(
  db: Queryable,
  post: { id: string; channelId: string; body: string },
): Promise<void> {
  await db.insert(simChannelPosts).values(post).onConflictDoNothing();
}

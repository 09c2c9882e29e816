import type { GroupChanges, GroupRole } from '@chatgate/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { simGroupMembers, simGroupNotices, simGroups } from '../../db/schema';
import type { NetworkPhone } from './simulator.queries';
import type { SimGroupRow } from './simulator-groups.queries';

/** Changes the group's subject, description or settings (what is given). */
export async function updateGroupRow(db: Queryable, groupId: string, changes: GroupChanges): Promise<void> {
  const { subject, description, onlyAdminsSend, onlyAdminsEdit } = changes;
  await db
    .update(simGroups)
    .set({
      ...(subject !== undefined && { subject }),
      ...(description !== undefined && { description }),
      ...(onlyAdminsSend !== undefined && { onlyAdminsSend }),
      ...(onlyAdminsEdit !== undefined && { onlyAdminsEdit }),
    })
    .where(eq(simGroups.id, groupId));
}

export async function setInviteCode(db: Queryable, groupId: string, code: string): Promise<void> {
  await db.update(simGroups).set({ inviteCode: code }).where(eq(simGroups.id, groupId));
}

/** The account's group whose current invite code this is. */
export async function groupOfInvite(
  db: Queryable,
  accountId: string,
  code: string,
): Promise<SimGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(simGroups)
    .where(and(eq(simGroups.accountId, accountId), eq(simGroups.inviteCode, code)));
  return row;
}

export async function setPicture(db: Queryable, groupId: string, sha256: string | null): Promise<void> {
  await db.update(simGroups).set({ pictureSha256: sha256 }).where(eq(simGroups.id, groupId));
}

/** Gives these members the role; returns the phones that had another role (the ones that changed). */
export async function setRole(
  db: Queryable,
  groupId: string,
  phones: string[],
  role: Exclude<GroupRole, 'superadmin'>,
): Promise<string[]> {
  if (phones.length === 0) return [];
  const rows = await db
    .update(simGroupMembers)
    .set({ role })
    .where(
      and(
        eq(simGroupMembers.groupId, groupId),
        inArray(simGroupMembers.phone, phones),
        sql`${simGroupMembers.role} not in ('superadmin', ${role})`,
      ),
    )
    .returning({ phone: simGroupMembers.phone });
  return rows.map((r) => r.phone);
}

/** System lines of the group, shown to its members' phones. */
export async function insertNotices(
  db: Queryable,
  group: { id: string; accountId: string },
  actor: string,
  bodies: string[],
): Promise<void> {
  if (bodies.length === 0) return;
  await db
    .insert(simGroupNotices)
    .values(bodies.map((body) => ({ groupId: group.id, accountId: group.accountId, actor, body })));
}

export type GroupNoticeRow = typeof simGroupNotices.$inferSelect;

/** The latest notices of the groups the phone is a member of, newest first. */
export function noticesOfPhone(db: Queryable, at: NetworkPhone, limit: number): Promise<GroupNoticeRow[]> {
  return db
    .select()
    .from(simGroupNotices)
    .where(
      and(
        eq(simGroupNotices.accountId, at.accountId),
        inArray(
          simGroupNotices.groupId,
          db
            .select({ id: simGroupMembers.groupId })
            .from(simGroupMembers)
            .where(and(eq(simGroupMembers.accountId, at.accountId), eq(simGroupMembers.phone, at.phone))),
        ),
      ),
    )
    .orderBy(desc(simGroupNotices.createdAt))
    .limit(limit);
}

/** The groups the phone is an admin of (or owns). */
export async function adminGroupsOf(db: Queryable, at: NetworkPhone): Promise<Set<string>> {
  const rows = await db
    .select({ groupId: simGroupMembers.groupId })
    .from(simGroupMembers)
    .where(
      and(
        eq(simGroupMembers.accountId, at.accountId),
        eq(simGroupMembers.phone, at.phone),
        inArray(simGroupMembers.role, ['admin', 'superadmin']),
      ),
    );
  return new Set(rows.map((r) => r.groupId));
}

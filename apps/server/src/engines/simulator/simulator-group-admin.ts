import { createHash, randomInt } from 'node:crypto';
import type { GroupChanges } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { EngineError } from '../engine-error';
import type { GroupInfo, ParticipantResult } from '../engine-groups';
import type { AdminAction } from '../operations/group-admin';
import { SendFailures } from '../send-failures';
import * as a from './group-admin.queries';
import { changeNotices, GroupNoticeTexts, participantNotice } from './group-notices';
import type * as q from './simulator.queries';
import type { SimulatorGroups } from './simulator-groups';
import * as g from './simulator-groups.queries';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A code shaped like WhatsApp's: 22 letters and digits. */
const newInviteCode = () => Array.from({ length: 22 }, () => BASE62[randomInt(BASE62.length)]).join('');

/**
 * Group administration in the simulator, with WhatsApp's rules: only an admin changes the
 * subject, description, settings, picture and admins and sees the invite code; any phone of the
 * account with the code joins; a member leaves (the last admin leaving makes the longest-standing
 * member admin). Every change is a system line on the members' phones and a `group` event for
 * their tokens, naming who made it.
 */
export class SimulatorGroupAdmin {
  constructor(
    private readonly db: Db,
    private readonly groups: SimulatorGroups,
  ) {}

  /** The token's change of the group (its phone must be an admin). */
  async update(insid: string, groupId: string, changes: GroupChanges): Promise<GroupInfo> {
    return this.change(await this.groups.phoneOf(insid), groupId, changes);
  }

  /** A phone's change of the group (a Sandbox Phone's, or a token's through its phone). */
  async change(actor: q.NetworkPhone, groupId: string, changes: GroupChanges): Promise<GroupInfo> {
    const group = await this.adminGroup(actor, groupId);
    await this.db.transaction(async (tx) => {
      await a.updateGroupRow(tx, groupId, changes);
      await a.insertNotices(tx, group, actor.phone, changeNotices(actor.phone, changes));
    });
    await this.tellMembers(group, { action: 'update', participants: [], author: actor.phone, changes });
    return (await this.groups.find(actor, groupId)) as GroupInfo;
  }

  async updateAdmins(
    insid: string,
    groupId: string,
    action: AdminAction,
    numbers: string[],
  ): Promise<ParticipantResult[]> {
    const actor = await this.groups.phoneOf(insid);
    const group = await this.adminGroup(actor, groupId);
    const unique = [...new Set(numbers)];
    const roles = new Map((await g.membersOf(this.db, [groupId])).map((m) => [m.phone, m.role]));
    const changed = new Set(
      await a.setRole(this.db, groupId, unique, action === 'promote' ? 'admin' : 'member'),
    );
    const outcomeOf = (number: string): ParticipantResult['outcome'] => {
      if (changed.has(number)) return action === 'promote' ? 'promoted' : 'demoted';
      const role = roles.get(number);
      if (!role) return 'not-member';
      if (role === 'superadmin') return action === 'promote' ? 'already-admin' : 'refused';
      return action === 'promote' ? 'already-admin' : 'not-admin';
    };
    const results = unique.map((number) => ({ number, outcome: outcomeOf(number) }));
    if (changed.size > 0) {
      const participants = [...changed];
      await a.insertNotices(this.db, group, actor.phone, [
        participantNotice(actor.phone, action, participants),
      ]);
      await this.tellMembers(group, { action, participants, author: actor.phone });
    }
    return results;
  }

  /** The invite code (made on first ask); `revoke` replaces it, so the old one no longer joins. */
  async invite(insid: string, groupId: string, revoke: boolean): Promise<string> {
    const actor = await this.groups.phoneOf(insid);
    const group = await this.adminGroup(actor, groupId);
    if (group.inviteCode && !revoke) return group.inviteCode;
    const code = newInviteCode();
    await a.setInviteCode(this.db, groupId, code);
    if (revoke)
      await a.insertNotices(this.db, group, actor.phone, [GroupNoticeTexts.inviteReset(actor.phone)]);
    return code;
  }

  /** The token's phone joins by the code of a group of its account. */
  async join(insid: string, code: string): Promise<GroupInfo> {
    const actor = await this.groups.phoneOf(insid);
    const group = await a.groupOfInvite(this.db, actor.accountId, code);
    if (!group) throw new EngineError('invite-not-found', 'No group has this invite code.');
    if (await g.memberRole(this.db, group.id, actor))
      throw new EngineError('already-member', 'The phone is already in the group.');
    await g.addMembers(this.db, group, [{ phone: actor.phone, role: 'member' }]);
    await a.insertNotices(this.db, group, actor.phone, [GroupNoticeTexts.joined(actor.phone)]);
    await this.tellMembers(group, { action: 'add', participants: [actor.phone], author: actor.phone });
    return (await this.groups.find(actor, group.id)) as GroupInfo;
  }

  async leave(insid: string, groupId: string): Promise<void> {
    const actor = await this.groups.phoneOf(insid);
    const group = await this.memberGroup(actor, groupId);
    const members = await g.membersOf(this.db, [groupId]);
    await this.db.transaction(async (tx) => {
      await g.removeMembers(tx, groupId, [actor.phone]);
      const rest = members.filter((m) => m.phone !== actor.phone);
      // WhatsApp keeps a group with an admin: the longest-standing member becomes one.
      if (rest.length > 0 && !rest.some((m) => m.role !== 'member')) {
        const oldest = [...rest].sort(
          (x, y) => x.addedAt.getTime() - y.addedAt.getTime(),
        )[0] as g.SimMemberRow;
        await a.setRole(tx, groupId, [oldest.phone], 'admin');
      }
      await a.insertNotices(tx, group, actor.phone, [GroupNoticeTexts.left(actor.phone)]);
    });
    await this.groups.announce(
      group.accountId,
      members.map((m) => m.phone),
      { groupId, action: 'remove', participants: [actor.phone], author: actor.phone },
    );
  }

  /** Sets the picture (its SHA-256 is kept) or removes it (null). */
  async picture(insid: string, groupId: string, jpeg: Buffer | null): Promise<void> {
    const actor = await this.groups.phoneOf(insid);
    const group = await this.adminGroup(actor, groupId);
    const sha256 = jpeg && createHash('sha256').update(jpeg).digest('hex');
    const notice = jpeg ? GroupNoticeTexts.picture : GroupNoticeTexts.pictureRemoved;
    await this.db.transaction(async (tx) => {
      await a.setPicture(tx, groupId, sha256);
      await a.insertNotices(tx, group, actor.phone, [notice(actor.phone)]);
    });
    const changes = { picture: jpeg ? ('set' as const) : ('removed' as const) };
    await this.tellMembers(group, { action: 'update', participants: [], author: actor.phone, changes });
  }

  /** Whether the group lets only admins send and the phone is a plain member. */
  sendRefused(phone: q.NetworkPhone, groupId: string): Promise<boolean> {
    return this.groups.sendRefused(phone, groupId);
  }

  /** The group of which the phone is a member, else `group-not-found`. */
  private async memberGroup(actor: q.NetworkPhone, groupId: string): Promise<g.SimGroupRow> {
    const group = await g.findGroup(this.db, actor.accountId, groupId);
    if (!group || !(await g.memberRole(this.db, groupId, actor)))
      throw new EngineError('group-not-found', SendFailures.notMember);
    return group;
  }

  /** The group of which the phone is an admin, else `group-not-found` or `not-admin`. */
  private async adminGroup(actor: q.NetworkPhone, groupId: string): Promise<g.SimGroupRow> {
    const group = await this.memberGroup(actor, groupId);
    if ((await g.memberRole(this.db, groupId, actor)) === 'member')
      throw new EngineError('not-admin', 'Only group admins can do this.');
    return group;
  }

  private async tellMembers(
    group: g.SimGroupRow,
    event: Omit<Parameters<SimulatorGroups['announce']>[2], 'groupId'>,
  ): Promise<void> {
    const members = (await g.membersOf(this.db, [group.id])).map((m) => m.phone);
    await this.groups.announce(group.accountId, members, { groupId: group.id, ...event });
  }
}

import type { GroupChanges, ParticipantAction } from '@chatgate/contracts';
import type { GroupInfo, ParticipantResult } from '../engine-groups';

/** The participant actions of `updateAdmins` (group.admin). */
export type AdminAction = Extract<ParticipantAction, 'promote' | 'demote'>;

/** Running a group the token's phone is in (group.admin): its details, admins, invites, picture. */
export interface GroupAdminOperations {
  /**
   * Changes a group's subject, description or settings (only what is given) and answers the
   * group as it is now; its members' tokens get a `group` event with action `update`.
   * EngineError `group-not-found` when the token's phone is not in it, `not-admin` unless it is
   * an admin.
   */
  updateGroup(insid: string, groupId: string, changes: GroupChanges): Promise<GroupInfo>;
  /** Promotes members to admins or demotes admins, answering per number (as updateParticipants). */
  updateAdmins(
    insid: string,
    groupId: string,
    action: AdminAction,
    numbers: string[],
  ): Promise<ParticipantResult[]>;
  /** The group's invite code (admins only); with `revoke`, a new one replaces it (the old one stops working). */
  groupInvite(insid: string, groupId: string, revoke: boolean): Promise<string>;
  /**
   * The token's phone joins the group of this invite code and answers it. EngineError
   * `invite-not-found` for an unknown or revoked code, `already-member` when it is in it.
   */
  joinGroup(insid: string, code: string): Promise<GroupInfo>;
  /** The token's phone leaves the group (`group-not-found` when it is not in it). */
  leaveGroup(insid: string, groupId: string): Promise<void>;
  /**
   * Sets the group's picture (a square JPEG), or removes it (null); admins only. Its members'
   * tokens get a `group` event with action `update` and `changes.picture`.
   */
  setGroupPicture(insid: string, groupId: string, jpeg: Buffer | null): Promise<void>;
}

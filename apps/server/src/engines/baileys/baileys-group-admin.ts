/** Group administration through Baileys 7: subject, description, settings, admins, invites, leaving, picture. */

import type { GroupChanges } from '@chatgate/contracts';
import { type GroupMetadata, type WAMessage, WAMessageStubType } from '@whiskeysockets/baileys';
import { EngineError } from '../engine-error';
import type { EngineEvents } from '../engine-events';
import type { GroupInfo, ParticipantResult } from '../engine-groups';
import type { AdminAction } from '../operations/group-admin';
import type { BaileysGroups } from './baileys-groups';
import type { BaileysSocket } from './baileys-socket';
import { authorOf } from './group-members';
import { jidOf } from './jids';

/** The status code of a refused WhatsApp query (Baileys puts it in a Boom's `data`). */
const codeOf = (error: unknown) => {
  const data = (error as { data?: unknown; output?: { statusCode?: number } } | null)?.data;
  return typeof data === 'number' ? data : Number(data) || undefined;
};

/** The changes a `groups.update` entry reports, or null for a metadata refresh (a fetch) or nothing we report. */
export function changesOfUpdate(update: Partial<GroupMetadata>): GroupChanges | null {
  // groupFetchAllParticipating emits every group's whole metadata: that is no change.
  if (update.participants) return null;
  const changes: GroupChanges = {
    ...(update.subject !== undefined && { subject: update.subject }),
    // A removed description comes as `desc: undefined`.
    ...('desc' in update && { description: update.desc ?? '' }),
    ...(update.announce !== undefined && { onlyAdminsSend: update.announce }),
    ...(update.restrict !== undefined && { onlyAdminsEdit: update.restrict }),
  };
  return Object.keys(changes).length > 0 ? changes : null;
}

/** A `groups.update` of Baileys as the engine's `group` events (action `update`). */
export function groupUpdatesOf(insid: string, updates: Partial<GroupMetadata>[]): EngineEvents['group'][] {
  return updates.flatMap((update) => {
    const changes = update.id ? changesOfUpdate(update) : null;
    if (!changes || !update.id) return [];
    const group = { insid, groupId: update.id, action: 'update' as const, participants: [] };
    return [{ ...group, changes, ...authorOf(update.author, update.authorPn) }];
  });
}

/**
 * A group's picture set or removed (WhatsApp's `picture` notification, which Baileys 7 hands over
 * as a message with the GROUP_CHANGE_ICON stub: the new picture's id as its parameter, none when
 * removed; the admin in `key.participant`, else `participant`, a LID or a phone jid); null for
 * any other message.
 */
export function iconChangeOf(message: WAMessage) {
  const groupId = message.key.remoteJid;
  if (message.messageStubType !== WAMessageStubType.GROUP_CHANGE_ICON || !groupId?.endsWith('@g.us'))
    return null;
  return {
    groupId,
    picture: message.messageStubParameters?.length ? ('set' as const) : ('removed' as const),
    author: message.key.participant ?? message.participant ?? undefined,
    authorPn: message.key.participantAlt ?? undefined,
  };
}

export class BaileysGroupAdmin {
  constructor(private readonly groups: BaileysGroups) {}

  /** Each change is its own WhatsApp call, in the order subject, description, settings. */
  async update(
    socket: BaileysSocket,
    own: string,
    groupId: string,
    changes: GroupChanges,
  ): Promise<GroupInfo> {
    await this.adminGroup(socket, own, groupId);
    const { subject, description, onlyAdminsSend, onlyAdminsEdit } = changes;
    if (subject !== undefined) await socket.groupUpdateSubject(groupId, subject);
    if (description !== undefined) await socket.groupUpdateDescription(groupId, description || undefined);
    if (onlyAdminsSend !== undefined)
      await socket.groupSettingUpdate(groupId, onlyAdminsSend ? 'announcement' : 'not_announcement');
    if (onlyAdminsEdit !== undefined)
      await socket.groupSettingUpdate(groupId, onlyAdminsEdit ? 'locked' : 'unlocked');
    return (await this.groups.get(socket, groupId)) as GroupInfo;
  }

  async updateAdmins(
    socket: BaileysSocket,
    own: string,
    groupId: string,
    action: AdminAction,
    numbers: string[],
  ): Promise<ParticipantResult[]> {
    const group = await this.adminGroup(socket, own, groupId);
    const roles = new Map(group.participants.map((p) => [p.number, p.role]));
    const results = new Map<string, ParticipantResult['outcome']>();
    const toChange: string[] = [];
    for (const number of new Set(numbers)) {
      const role = roles.get(number);
      if (!role) results.set(number, 'not-member');
      else if (role === 'superadmin') results.set(number, action === 'promote' ? 'already-admin' : 'refused');
      else if (action === 'promote' && role === 'admin') results.set(number, 'already-admin');
      else if (action === 'demote' && role === 'member') results.set(number, 'not-admin');
      else toChange.push(number);
    }
    if (toChange.length > 0) {
      const answers = await socket.groupParticipantsUpdate(groupId, toChange.map(jidOf), action);
      for (const [i, number] of toChange.entries()) {
        const done = answers[i]?.status === '200';
        results.set(number, done ? (action === 'promote' ? 'promoted' : 'demoted') : 'refused');
      }
    }
    return [...new Set(numbers)].map((number) => ({ number, outcome: results.get(number) ?? 'refused' }));
  }

  async invite(socket: BaileysSocket, own: string, groupId: string, revoke: boolean): Promise<string> {
    await this.adminGroup(socket, own, groupId);
    const code = revoke ? await socket.groupRevokeInvite(groupId) : await socket.groupInviteCode(groupId);
    if (!code) throw new EngineError('not-admin', 'WhatsApp gave no invite code.');
    return code;
  }

  /** WhatsApp answers an unknown or revoked code with 404 (or 406), and 409 to a member. */
  async join(socket: BaileysSocket, code: string): Promise<GroupInfo> {
    let jid: string | undefined;
    try {
      jid = await socket.groupAcceptInvite(code);
    } catch (error) {
      const status = codeOf(error);
      if (status === 409) throw new EngineError('already-member', 'The phone is already in the group.');
      if (status === 404 || status === 406 || status === 410)
        throw new EngineError('invite-not-found', 'No group has this invite code.');
      throw error;
    }
    const group = jid ? await this.groups.get(socket, jid) : null;
    if (!group) throw new EngineError('invite-not-found', 'No group has this invite code.');
    return group;
  }

  async leave(socket: BaileysSocket, groupId: string): Promise<void> {
    if (!(await this.groups.get(socket, groupId)))
      throw new EngineError('group-not-found', 'Group not found');
    await socket.groupLeave(groupId);
  }

  /** Sets the picture, or removes it (null: Baileys' `removeProfilePicture`). */
  async picture(socket: BaileysSocket, own: string, groupId: string, jpeg: Buffer | null): Promise<void> {
    await this.adminGroup(socket, own, groupId);
    if (jpeg) await socket.updateProfilePicture(groupId, jpeg);
    else await socket.removeProfilePicture(groupId);
  }

  private async adminGroup(socket: BaileysSocket, own: string, groupId: string): Promise<GroupInfo> {
    const group = await this.groups.get(socket, groupId);
    if (!group) throw new EngineError('group-not-found', 'Group not found');
    const me = group.participants.find((p) => p.number === own);
    if (!me || me.role === 'member') throw new EngineError('not-admin', 'Only group admins may do this');
    return group;
  }
}

/** Whether the group lets only admins send and the token's number is a plain member. */
export const adminsOnlyRefuses = (group: GroupInfo, own: string) =>
  group.settings.onlyAdminsSend && group.participants.find((p) => p.number === own)?.role === 'member';

import { randomBytes } from 'node:crypto';
import { type GroupMetadata, WAMessageStubType } from '@whiskeysockets/baileys';
import { type Group, notifyMembers, participantOf, readGroup } from './groups';
import type { Network, Phone } from './network';
import { queryError, serverId, unixTime, userJid } from './wa-ids';

type GroupSetting = 'announcement' | 'not_announcement' | 'locked' | 'unlocked';

/** The group, if `phone` may change its info: an admin, or any member while it is not locked (401 otherwise). */
function editable(net: Network, phone: Phone, jid: string, adminOnly = false): Group {
  const group = readGroup(net, phone, jid);
  if ((adminOnly || group.restrict) && !group.members.get(phone.number))
    throw queryError('not-authorized', 401);
  return group;
}

/** As WhatsApp's w:gp2 notification reaches Baileys: `groups.update` with the field and its author. */
function tellUpdate(net: Network, group: Group, actor: string, update: Partial<GroupMetadata>) {
  const entry = [{ id: group.id, ...update, author: userJid(actor), authorPn: userJid(actor) }];
  notifyMembers(net, group.members.keys(), (phone) => net.notify(phone, 'groups.update', entry));
}

export function updateSubject(net: Network, by: Phone, jid: string, subject: string): void {
  const group = editable(net, by, jid);
  group.subject = subject;
  tellUpdate(net, group, by.number, { subject });
}

export function updateDescription(net: Network, by: Phone, jid: string, description?: string): void {
  const group = editable(net, by, jid);
  group.desc = description ?? '';
  tellUpdate(net, group, by.number, { desc: group.desc });
}

export function settingUpdate(net: Network, by: Phone, jid: string, setting: GroupSetting): void {
  const group = editable(net, by, jid, true);
  if (setting === 'announcement' || setting === 'not_announcement') {
    group.announce = setting === 'announcement';
    tellUpdate(net, group, by.number, { announce: group.announce });
  } else {
    group.restrict = setting === 'locked';
    tellUpdate(net, group, by.number, { restrict: group.restrict });
  }
}

const newCode = () => randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, 22);

/** Admins only; the code is made on first ask and replaced on a revoke. */
export function inviteCode(net: Network, by: Phone, jid: string, revoke: boolean): string {
  const group = editable(net, by, jid, true);
  if (!group.inviteCode || revoke) group.inviteCode = newCode();
  return group.inviteCode;
}

/** Joins the group of the code: 404 for an unknown (or revoked) one, 409 for a member. */
export function acceptInvite(net: Network, by: Phone, code: string): string {
  const group = [...net.groups.values()].find((g) => g.inviteCode === code);
  if (!group) throw queryError('item-not-found', 404);
  if (group.members.has(by.number)) throw queryError('conflict', 409);
  group.members.set(by.number, null);
  const update = {
    id: group.id,
    author: userJid(by.number),
    participants: [{ id: userJid(by.number), admin: null }],
    action: 'add' as const,
  };
  notifyMembers(net, group.members.keys(), (phone) => net.notify(phone, 'group-participants.update', update));
  return group.id;
}

/** The phone leaves; members (and it) get a `remove` by itself. The last admin leaving makes the oldest member one. */
export function leaveGroup(net: Network, by: Phone, jid: string): void {
  const group = readGroup(net, by, jid);
  const before = [...group.members.keys()];
  group.members.delete(by.number);
  const [oldest] = group.members.keys();
  if (oldest && ![...group.members.values()].some(Boolean)) group.members.set(oldest, 'admin');
  const update = {
    id: group.id,
    author: userJid(by.number),
    participants: [{ id: userJid(by.number), admin: null }],
    action: 'remove' as const,
  };
  notifyMembers(net, before, (phone) => net.notify(phone, 'group-participants.update', update));
}

/**
 * Sets (or, null, removes) the picture; members' devices get WhatsApp's `picture` notification as
 * Baileys 7 hands it over: a GROUP_CHANGE_ICON stub message (the picture's id as its parameter),
 * the admin named as the group names them (by LID when it addresses them so).
 */
export function setPicture(net: Network, by: Phone, jid: string, picture: Buffer | null): void {
  const group = editable(net, by, jid);
  group.picture = picture ?? undefined;
  const author = participantOf(net, group, by.number, null).id;
  const stub = {
    key: { remoteJid: group.id, fromMe: false, id: serverId(), participant: author },
    participant: author,
    messageTimestamp: unixTime(),
    messageStubType: WAMessageStubType.GROUP_CHANGE_ICON,
    messageStubParameters: picture ? [String(unixTime())] : [],
  };
  notifyMembers(net, group.members.keys(), (phone) =>
    net.notify(phone, 'messages.upsert', { messages: [stub], type: 'append' }),
  );
}

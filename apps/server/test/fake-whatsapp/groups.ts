import {
  type BinaryNode,
  type GroupMetadata,
  type ParticipantAction,
  WAMessageAddressingMode,
} from '@whiskeysockets/baileys';
import type { Device, Network, Phone } from './network';
import { numberOf, queryError, serverId, unixTime, userJid } from './wa-ids';

export type Role = 'superadmin' | 'admin' | null;

export interface Group {
  id: string;
  subject: string;
  /** The creator's number. */
  owner: string;
  creation: number;
  /** Number -> role, in the order they joined. */
  members: Map<string, Role>;
  desc?: string;
  /** Only admins send ("announcement"). */
  announce?: boolean;
  /** Only admins edit the group's info ("locked"). */
  restrict?: boolean;
  inviteCode?: string;
  /** The picture's bytes as the device uploaded them. */
  picture?: Buffer;
  /** Members the group addresses by LID: number -> whether it gives their number beside it. */
  byLid?: Map<string, boolean>;
}

/** A member as the group reports it: by phone jid, or by LID with or without `phoneNumber`. */
export function participantOf(net: Network, group: Group, number: string, admin: Role) {
  const withNumber = group.byLid?.get(number);
  const lid = net.phones.get(number)?.lid;
  if (withNumber === undefined || !lid) return { id: userJid(number), admin };
  return { id: `${lid}@lid`, ...(withNumber && { phoneNumber: userJid(number) }), admin };
}

/** The creator as the group names them: by phone jid, or by LID with `ownerPn` beside it or (hidden) not. */
function ownerOf(net: Network, group: Group) {
  const named = participantOf(net, group, group.owner, null);
  return { owner: named.id, ...('phoneNumber' in named && { ownerPn: named.phoneNumber }) };
}

/** The metadata Baileys extracts from the server's answer (a phone-number addressed group). */
export function metadataOf(group: Group, net: Network): GroupMetadata {
  const owner = userJid(group.owner);
  return {
    id: group.id,
    addressingMode: WAMessageAddressingMode.PN,
    subject: group.subject,
    subjectOwner: owner,
    subjectTime: group.creation,
    size: group.members.size,
    creation: group.creation,
    ...ownerOf(net, group),
    restrict: group.restrict === true,
    announce: group.announce === true,
    ...(group.desc && { desc: group.desc, descOwner: owner }),
    isCommunity: false,
    isCommunityAnnounce: false,
    joinApprovalMode: false,
    memberAddMode: false,
    participants: [...group.members].map(([number, admin]) => participantOf(net, group, number, admin)),
  };
}

/**
 * The group reports the member by LID from now on, with their number beside it or (hidden) not:
 * then the linked devices' LID store does not know the number either.
 */
export function addressByLid(net: Network, groupId: string, number: string, withNumber: boolean) {
  const group = net.groups.get(groupId);
  if (!group) throw new Error(`fake-whatsapp: no group ${groupId}`);
  group.byLid ??= new Map();
  group.byLid.set(number, withNumber);
  if (!withNumber) net.hiddenLids.add(net.register(number).lid);
}

/** The group as `phone` may see it: 404 item-not-found if unknown, 403 forbidden if not a member. */
export function readGroup(net: Network, phone: Phone, jid: string): Group {
  const group = net.groups.get(jid);
  if (!group) throw queryError('item-not-found', 404);
  if (!group.members.has(phone.number)) throw queryError('forbidden', 403);
  return group;
}

/** On the next turn, tells each of these members (once each). */
export function notifyMembers(net: Network, numbers: Iterable<string>, tell: (phone: Phone) => void) {
  const phones = [...new Set(numbers)].flatMap((n) => net.phones.get(n) ?? []);
  net.later(0, () => {
    for (const phone of phones) tell(phone);
  });
}

/** Creates the group; numbers not on WhatsApp are left out. Members' devices get `groups.upsert`. */
export function createGroup(
  net: Network,
  by: Device,
  subject: string,
  participants: string[],
): GroupMetadata {
  const creator = by.phone.number;
  const members = new Map<string, Role>([[creator, 'superadmin']]);
  for (const jid of participants) {
    const number = numberOf(jid);
    if (number && number !== creator && net.phones.has(number)) members.set(number, null);
  }
  const group: Group = { id: `${serverId()}@g.us`, subject, owner: creator, creation: unixTime(), members };
  net.groups.set(group.id, group);
  const upsert = [{ ...metadataOf(group, net), author: userJid(creator) }];
  notifyMembers(net, members.keys(), (phone) => net.notify(phone, 'groups.upsert', upsert, by));
  return metadataOf(group, net);
}

export function participatingGroups(net: Network, phone: Phone): Record<string, GroupMetadata> {
  const mine = [...net.groups.values()].filter((group) => group.members.has(phone.number));
  return Object.fromEntries(mine.map((group) => [group.id, metadataOf(group, net)]));
}

/** Applies one action to one number; the status WhatsApp answers for it. */
function apply(net: Network, group: Group, number: string, action: ParticipantAction, actor: string): string {
  const member = group.members.has(number);
  const role = group.members.get(number);
  if (action === 'add') {
    if (!net.phones.has(number)) return '404';
    if (member) return '409';
    group.members.set(number, null);
    return '200';
  }
  if (!member) return '404';
  if (action === 'remove' || action === 'demote') {
    if (role === 'superadmin' && number !== actor) return '403';
    if (action === 'remove') group.members.delete(number);
    else group.members.set(number, null);
    return '200';
  }
  if (action === 'promote') {
    if (!role) group.members.set(number, 'admin');
    return '200';
  }
  return '400';
}

/**
 * Adds, removes, promotes or demotes, answering per number. Only admins may (401 not-authorized);
 * members' devices, those just removed included, get `group-participants.update`.
 */
export function updateParticipants(
  net: Network,
  by: Device,
  jid: string,
  participants: string[],
  action: ParticipantAction,
): { status: string; jid: string; content: BinaryNode }[] {
  const group = readGroup(net, by.phone, jid);
  if (!group.members.get(by.phone.number)) throw queryError('not-authorized', 401);
  const before = [...group.members.keys()];
  const results = participants.map((target) => {
    const number = numberOf(target) ?? target;
    const status = apply(net, group, number, action, by.phone.number);
    const attrs: BinaryNode['attrs'] = { jid: userJid(number), ...(status !== '200' && { error: status }) };
    return { status, jid: userJid(number), number, content: { tag: 'participant', attrs } };
  });
  const changed = results.filter((result) => result.status === '200');
  if (changed.length > 0) {
    const update = {
      id: group.id,
      author: userJid(by.phone.number),
      participants: changed.map((r) => ({ id: r.jid, admin: group.members.get(r.number) ?? null })),
      action,
    };
    notifyMembers(net, [...before, ...group.members.keys()], (phone) =>
      net.notify(phone, 'group-participants.update', update, by),
    );
  }
  return results.map(({ status, jid, content }) => ({ status, jid, content }));
}

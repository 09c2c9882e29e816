import type { GroupRole, ParticipantAction } from '@chatgate/contracts';
import type { GroupMetadata, GroupParticipant } from '@whiskeysockets/baileys';
import { EngineError } from '../engine-error';
import type { EngineEvents } from '../engine-events';
import type { GroupInfo, GroupMember, ParticipantResult } from '../engine-groups';
import { groupUpdatesOf, iconChangeOf } from './baileys-group-admin';
import type { BaileysSocket } from './baileys-socket';
import { authorOf, memberOf, memberPairsOf, membersOfEvent, type ParticipantLike } from './group-members';
import { jidOf } from './jids';
import { withMemberPhones, withPhoneNumber } from './lid-phones';

const roleOf = (p: GroupParticipant): GroupRole =>
  p.admin === 'superadmin' ? 'superadmin' : p.admin === 'admin' ? 'admin' : 'member';

/** The creator's number and LID: `owner` may be either jid, `ownerPn` is the phone jid beside a LID. */
function ownerOf(meta: GroupMetadata) {
  const id = meta.owner ?? meta.ownerPn;
  if (!id) return { owner: null, ownerLid: null };
  const { number, lid } = memberOf({ id, ...(meta.ownerPn && { phoneNumber: meta.ownerPn }) });
  return { owner: number, ownerLid: lid };
}

export function toGroupInfo(meta: GroupMetadata): GroupInfo {
  const participants = meta.participants.map((p) => ({ ...memberOf(p), role: roleOf(p) }));
  // The creator first, then everyone else as WhatsApp listed them.
  participants.sort((a, b) => Number(b.role === 'superadmin') - Number(a.role === 'superadmin'));
  return {
    id: meta.id,
    subject: meta.subject,
    ...ownerOf(meta),
    participants,
    description: meta.desc ?? '',
    settings: { onlyAdminsSend: meta.announce === true, onlyAdminsEdit: meta.restrict === true },
    createdAt: new Date((meta.creation ?? 0) * 1000),
  };
}

/** How many LID <-> number pairs a socket remembers having reported (then it starts afresh). */
const REMEMBERED_PAIRS = 10_000;

/** What the token learns from a group's metadata, by socket (set while the socket's events are heard). */
const metadataLearners = new WeakMap<BaileysSocket, (meta: GroupMetadata) => void>();

/** The members (and the creator) of a group's metadata, by number and LID. */
const membersOfMetadata = (meta: GroupMetadata): GroupMember[] => [
  ...meta.participants.map(memberOf),
  ...(meta.owner ? [memberOf({ id: meta.owner, ...(meta.ownerPn && { phoneNumber: meta.ownerPn }) })] : []),
];

/** The group events of a socket, as engine events of the token. */
export function groupEventsOf(
  insid: string,
  socket: BaileysSocket,
  emit: (event: EngineEvents['group']) => void,
  learnt: (event: EngineEvents['contacts']) => void = () => {},
): void {
  // Group lists and views repeat the same pairs: each is reported once (per socket, bounded).
  const reported = new Set<string>();
  const learn = (members: GroupMember[]) => {
    const contacts = memberPairsOf(members).filter((pair) => !reported.has(`${pair.lid} ${pair.number}`));
    if (contacts.length === 0) return;
    if (reported.size + contacts.length > REMEMBERED_PAIRS) reported.clear();
    for (const pair of contacts) reported.add(`${pair.lid} ${pair.number}`);
    learnt({ insid, contacts });
  };
  const learnMetadata = (meta: GroupMetadata) => learn(membersOfMetadata(meta));
  metadataLearners.set(socket, learnMetadata);
  socket.ev.on('groups.upsert', async (groups) => {
    for (const found of groups) {
      const meta = await withMemberPhones(socket, found);
      const named = membersOfEvent(meta.participants);
      learn(named.members);
      const owner = meta.owner ? await withPhoneNumber(socket, meta.owner) : undefined;
      emit({
        insid,
        groupId: meta.id,
        action: 'create',
        ...named,
        ...authorOf(owner, meta.ownerPn),
        subject: meta.subject,
      });
    }
  });
  socket.ev.on('group-participants.update', async (update) => {
    if (!['add', 'remove', 'promote', 'demote'].includes(update.action)) return;
    const action = update.action as ParticipantAction;
    const changed = await Promise.all(
      (update.participants as ParticipantLike[]).map((p) => withPhoneNumber(socket, p)),
    );
    const named = membersOfEvent(changed);
    learn(named.members);
    const author = update.author ? await withPhoneNumber(socket, update.author) : undefined;
    emit({ insid, groupId: update.id, action, ...named, ...authorOf(author, update.authorPn) });
  });
  socket.ev.on('groups.update', async (updates) => {
    for (const event of groupUpdatesOf(insid, updates)) emit(event);
    // A metadata refresh (groupFetchAllParticipating) names every member: pairs for the map.
    for (const update of updates)
      if (update.participants) learnMetadata(await withMemberPhones(socket, update as GroupMetadata));
  });
  socket.ev.on('messages.upsert', async ({ messages }) => {
    for (const message of messages) {
      const icon = iconChangeOf(message);
      if (!icon) continue;
      const author = icon.author ? await withPhoneNumber(socket, icon.author) : undefined;
      const changes = { picture: icon.picture };
      const event = { insid, groupId: icon.groupId, action: 'update' as const, participants: [], changes };
      emit({ ...event, ...authorOf(author, icon.authorPn) });
    }
  });
}

/** Group management through a connected socket, with the engine contract's answers. */
export class BaileysGroups {
  constructor(
    private readonly registered: (socket: BaileysSocket, numbers: string[]) => Promise<Set<string>>,
  ) {}

  async create(socket: BaileysSocket, own: string, subject: string, numbers: string[]): Promise<GroupInfo> {
    const wanted = [...new Set(numbers)].filter((n) => n !== own);
    const known = await this.registered(socket, wanted);
    const unknown = wanted.filter((n) => !known.has(n));
    if (unknown.length > 0)
      throw new EngineError('not-registered', 'Some numbers are not on WhatsApp', unknown);
    return toGroupInfo(await withMemberPhones(socket, await socket.groupCreate(subject, wanted.map(jidOf))));
  }

  async list(socket: BaileysSocket): Promise<GroupInfo[]> {
    const found = Object.values(await socket.groupFetchAllParticipating());
    const groups = (await Promise.all(found.map((meta) => withMemberPhones(socket, meta)))).map(toGroupInfo);
    return groups.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** The group's metadata (its members' pairs teach the token's LID map), or null. */
  async get(socket: BaileysSocket, groupId: string): Promise<GroupInfo | null> {
    const found = await socket.groupMetadata(groupId).catch(() => null);
    if (!found) return null;
    const meta = await withMemberPhones(socket, found);
    metadataLearners.get(socket)?.(meta);
    return toGroupInfo(meta);
  }

  async update(
    socket: BaileysSocket,
    own: string,
    groupId: string,
    action: ParticipantAction,
    numbers: string[],
  ): Promise<ParticipantResult[]> {
    const group = await this.get(socket, groupId);
    if (!group) throw new EngineError('group-not-found', 'Group not found');
    const me = group.participants.find((p) => p.number === own);
    if (!me || me.role === 'member') throw new EngineError('not-admin', 'Only group admins may do this');
    const members = new Set(group.participants.map((p) => p.number));
    const known = await this.registered(socket, numbers);
    const results = new Map<string, ParticipantResult['outcome']>();
    const toChange: string[] = [];
    for (const number of numbers) {
      if (action === 'add' && !known.has(number)) results.set(number, 'not-registered');
      else if (action === 'add' && members.has(number)) results.set(number, 'already-member');
      else if (action === 'remove' && !members.has(number)) results.set(number, 'not-member');
      else toChange.push(number);
    }
    if (toChange.length > 0) {
      const answers = await socket.groupParticipantsUpdate(groupId, toChange.map(jidOf), action);
      for (const [i, number] of toChange.entries()) {
        const status = answers[i]?.status;
        results.set(number, status === '200' ? (action === 'add' ? 'added' : 'removed') : 'refused');
      }
    }
    return numbers.map((number) => ({ number, outcome: results.get(number) ?? 'refused' }));
  }
}

import type { GroupMetadata, GroupParticipant } from '@whiskeysockets/baileys';
import type {
  ContactUpdate,
  EngineEvents,
  GroupInfo,
  GroupMember,
  GroupRole,
  ParticipantAction,
  ParticipantResult,
} from '../engine';
import { EngineError } from '../engine-error';
import { groupUpdatesOf } from './baileys-group-admin';
import type { BaileysSocket } from './baileys-socket';
import { isPhoneJid, jidOf, lidOf, numberOfJid } from './jids';
import { withMemberPhones, withPhoneNumber } from './lid-phones';

/** A participant as Baileys 7 reports it (an object), or a bare jid as older events did. */
type ParticipantLike = GroupParticipant | string;

/**
 * A participant's number and LID from its jid (`…@lid` or `…@s.whatsapp.net`), `phoneNumber` and
 * `lid`: a member whose number is hidden has `number: null`, never the LID's digits.
 */
export function memberOf(p: ParticipantLike): GroupMember {
  const { id, phoneNumber, lid } = typeof p === 'string' ? { id: p } : p;
  const phone = [phoneNumber, id].find((j): j is string => !!j && isPhoneJid(j));
  return { number: phone ? numberOfJid(phone) : null, lid: lidOf(id, lid) ?? null };
}

/** How an event names a member: the number, else the LID (`…@lid`). */
const nameOf = (m: GroupMember, p: ParticipantLike) =>
  m.number ?? m.lid ?? numberOfJid(typeof p === 'string' ? p : p.id);

/** The members' LID <-> number pairs (both known), for the token's map. */
export const memberPairsOf = (members: GroupMember[]): ContactUpdate[] =>
  members.flatMap((m) => (m.number && m.lid ? [{ number: m.number, lid: m.lid }] : []));

/** The event's members, as named in `participants` and in full in `members`. */
function membersOfEvent(found: ParticipantLike[]) {
  const members = found.map(memberOf);
  return { participants: members.map((m, i) => nameOf(m, found[i] as ParticipantLike)), members };
}

/** Who made a change: the number (from the phone jid) and the LID, each when known. */
function authorOf(author: ParticipantLike | undefined, authorPn?: string) {
  if (!author) return {};
  const { number, lid } = memberOf(author);
  const phone = number ?? (authorPn && isPhoneJid(authorPn) ? numberOfJid(authorPn) : null);
  return { ...(phone && { author: phone }), ...(lid && { authorLid: lid }) };
}

const roleOf = (p: GroupParticipant): GroupRole =>
  p.admin === 'superadmin' ? 'superadmin' : p.admin === 'admin' ? 'admin' : 'member';

export function toGroupInfo(meta: GroupMetadata): GroupInfo {
  const participants = meta.participants.map((p) => ({ ...memberOf(p), role: roleOf(p) }));
  // The creator first, then everyone else as WhatsApp listed them.
  participants.sort((a, b) => Number(b.role === 'superadmin') - Number(a.role === 'superadmin'));
  return {
    id: meta.id,
    subject: meta.subject,
    owner: numberOfJid(meta.ownerPn ?? meta.owner ?? ''),
    participants,
    description: meta.desc ?? '',
    settings: { onlyAdminsSend: meta.announce === true, onlyAdminsEdit: meta.restrict === true },
    createdAt: new Date((meta.creation ?? 0) * 1000),
  };
}

/** The group events of a socket, as engine events of the token. */
export function groupEventsOf(
  insid: string,
  socket: BaileysSocket,
  emit: (event: EngineEvents['group']) => void,
  learnt: (event: EngineEvents['contacts']) => void = () => {},
): void {
  const learn = (members: GroupMember[]) => {
    const contacts = memberPairsOf(members);
    if (contacts.length > 0) learnt({ insid, contacts });
  };
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
  socket.ev.on('groups.update', (updates) => {
    for (const event of groupUpdatesOf(insid, updates)) emit(event);
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

  async get(socket: BaileysSocket, groupId: string): Promise<GroupInfo | null> {
    const meta = await socket.groupMetadata(groupId).catch(() => null);
    return meta ? toGroupInfo(await withMemberPhones(socket, meta)) : null;
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

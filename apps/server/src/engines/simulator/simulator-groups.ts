import { randomInt } from 'node:crypto';
import type { ParticipantAction } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { ChannelInfo } from '../engine';
import { EngineError } from '../engine-error';
import type { EngineEvents } from '../engine-events';
import type { GroupInfo, ParticipantResult } from '../engine-groups';
import type { EngineEventHub } from '../event-hub';
import { SendFailures } from '../send-failures';
import { insertNotices } from './group-admin.queries';
import { participantNotice } from './group-notices';
import { isRegisteredNumber } from './registration';
import { sandboxLidOf } from './sandbox-profiles';
import * as q from './simulator.queries';
import * as g from './simulator-groups.queries';

/** Why the simulator fails a send; status events carry these texts. */
/** Ids shaped like WhatsApp's: 120363 and 12 more digits, then the server. */
const newChatId = (server: 'g.us' | 'newsletter') => `120363${randomInt(10 ** 11, 10 ** 12)}@${server}`;

const toGroupInfo = (group: g.SimGroupRow, members: g.SimMemberRow[]): GroupInfo => ({
  id: group.id,
  subject: group.subject,
  owner: group.ownerPhone,
  ownerLid: sandboxLidOf(group.ownerPhone),
  participants: members
    .filter((m) => m.groupId === group.id)
    .map((m) => ({ number: m.phone, lid: sandboxLidOf(m.phone), role: m.role })),
  description: group.description,
  settings: { onlyAdminsSend: group.onlyAdminsSend, onlyAdminsEdit: group.onlyAdminsEdit },
  createdAt: group.createdAt,
});

const toChannelInfo = ({ id, name, description, createdAt }: g.SimChannelRow): ChannelInfo => ({
  id,
  name,
  description,
  createdAt,
});

/**
 * Groups and channels of an account's virtual network. Members are the account's virtual phones
 * (created on demand for registered numbers); every token whose phone is in a group hears of its
 * changes.
 */
export class SimulatorGroups {
  constructor(
    private readonly db: Db,
    private readonly hub: EngineEventHub,
  ) {}

  async create(insid: string, subject: string, participants: string[]): Promise<GroupInfo> {
    const owner = await this.phoneOf(insid);
    const { accountId } = owner;
    const numbers = [...new Set(participants)].filter((n) => n !== owner.phone);
    const unregistered = await this.unregistered(accountId, numbers);
    if (unregistered.length > 0) {
      throw new EngineError(
        'not-registered',
        `Not registered on WhatsApp: ${unregistered.join(', ')}`,
        unregistered,
      );
    }
    const id = newChatId('g.us');
    await this.db.transaction(async (tx) => {
      await q.ensurePhones(tx, accountId, numbers);
      await g.insertGroup(tx, { id, accountId, subject, ownerPhone: owner.phone });
      await g.addMembers(tx, { id, accountId }, [
        { phone: owner.phone, role: 'superadmin' },
        ...numbers.map((phone) => ({ phone, role: 'member' as const })),
      ]);
    });
    const group = (await this.find(owner, id)) as GroupInfo;
    const everyone = group.participants.map((p) => p.number as string);
    await this.announce(accountId, everyone, {
      groupId: id,
      action: 'create',
      participants: everyone,
      author: owner.phone,
      subject,
    });
    return group;
  }

  async list(insid: string): Promise<GroupInfo[]> {
    const groups = await g.groupsOfPhone(this.db, await this.phoneOf(insid));
    const members = await g.membersOf(
      this.db,
      groups.map((group) => group.id),
    );
    return groups.map((group) => toGroupInfo(group, members));
  }

  async get(insid: string, groupId: string): Promise<GroupInfo | null> {
    return this.find(await this.phoneOf(insid), groupId);
  }

  async updateParticipants(
    insid: string,
    groupId: string,
    action: ParticipantAction,
    numbers: string[],
  ): Promise<ParticipantResult[]> {
    const me = await this.phoneOf(insid);
    const group = await g.findGroup(this.db, me.accountId, groupId);
    const role = group ? await g.memberRole(this.db, groupId, me) : null;
    if (!group || !role) throw new EngineError('group-not-found', SendFailures.notMember);
    if (role === 'member') throw new EngineError('not-admin', 'Only group admins can change participants.');
    const unique = [...new Set(numbers)];
    const results = action === 'add' ? await this.add(group, unique) : await this.remove(group, unique);
    const changed = results
      .filter((r) => r.outcome === 'added' || r.outcome === 'removed')
      .map((r) => r.number);
    if (changed.length > 0) {
      await insertNotices(this.db, group, me.phone, [participantNotice(me.phone, action, changed)]);
      const members = (await g.membersOf(this.db, [groupId])).map((m) => m.phone);
      // Removed members hear of it too: it is how they learn they left.
      const audience = action === 'remove' ? [...members, ...changed] : members;
      await this.announce(me.accountId, audience, {
        groupId,
        action,
        participants: changed,
        author: me.phone,
      });
    }
    return results;
  }

  /** Whether the group lets only admins send and the phone is not one. */
  async sendRefused(sender: q.NetworkPhone, groupId: string): Promise<boolean> {
    const group = await g.findGroup(this.db, sender.accountId, groupId);
    return group?.onlyAdminsSend === true && (await g.memberRole(this.db, groupId, sender)) === 'member';
  }

  /** The phones a member's message to the group goes to; null when the sender is not a member. */
  async recipients(sender: q.NetworkPhone, groupId: string): Promise<string[] | null> {
    if (!(await g.memberRole(this.db, groupId, sender))) return null;
    const members = await g.membersOf(this.db, [groupId]);
    return members.map((m) => m.phone).filter((phone) => phone !== sender.phone);
  }

  async createChannel(insid: string, name: string, description = ''): Promise<ChannelInfo> {
    const { accountId, phone: ownerPhone } = await this.phoneOf(insid);
    return toChannelInfo(
      await g.insertChannel(this.db, {
        id: newChatId('newsletter'),
        accountId,
        ownerPhone,
        name,
        description,
      }),
    );
  }

  async listChannels(insid: string): Promise<ChannelInfo[]> {
    return (await g.channelsOwnedBy(this.db, await this.phoneOf(insid))).map(toChannelInfo);
  }

  /** Stores the post once; false when the sender does not own the channel. */
  async postToChannel(sender: q.NetworkPhone, channelId: string, id: string, body: string): Promise<boolean> {
    const channel = await g.findChannel(this.db, channelId);
    if (channel?.accountId !== sender.accountId || channel.ownerPhone !== sender.phone) return false;
    await g.insertChannelPost(this.db, { id, channelId, body });
    return true;
  }

  async phoneOf(insid: string): Promise<q.NetworkPhone> {
    const phone = await q.linkedPhone(this.db, insid);
    if (!phone) throw new EngineError('not-connected', SendFailures.notConnected);
    return phone;
  }

  async find(member: q.NetworkPhone, groupId: string): Promise<GroupInfo | null> {
    const group = await g.findGroup(this.db, member.accountId, groupId);
    if (!group) return null;
    const members = await g.membersOf(this.db, [groupId]);
    return members.some((m) => m.phone === member.phone) ? toGroupInfo(group, members) : null;
  }

  async unregistered(accountId: string, numbers: string[]): Promise<string[]> {
    const phones = await q.findPhones(this.db, accountId, numbers);
    return numbers.filter((n) => !isRegisteredNumber(n, phones.has(n)));
  }

  private async add(group: g.SimGroupRow, numbers: string[]): Promise<ParticipantResult[]> {
    const unregistered = new Set(await this.unregistered(group.accountId, numbers));
    const candidates = numbers.filter((n) => !unregistered.has(n));
    await q.ensurePhones(this.db, group.accountId, candidates);
    const added = new Set(
      await g.addMembers(
        this.db,
        group,
        candidates.map((phone) => ({ phone, role: 'member' as const })),
      ),
    );
    return numbers.map((number) => ({
      number,
      outcome: unregistered.has(number) ? 'not-registered' : added.has(number) ? 'added' : 'already-member',
    }));
  }

  /** The owner cannot be removed (WhatsApp refuses it too). */
  private async remove(group: g.SimGroupRow, numbers: string[]): Promise<ParticipantResult[]> {
    const removable = numbers.filter((n) => n !== group.ownerPhone);
    const removed = new Set(await g.removeMembers(this.db, group.id, removable));
    return numbers.map((number) => ({
      number,
      outcome: number === group.ownerPhone ? 'refused' : removed.has(number) ? 'removed' : 'not-member',
    }));
  }

  /** Tells the tokens linked to these phones of the change. */
  async announce(
    accountId: string,
    phones: string[],
    event: Omit<EngineEvents['group'], 'insid'>,
  ): Promise<void> {
    // The sandbox's phones each have a number and a LID: events name both.
    const members = event.participants.map((number) => ({ number, lid: sandboxLidOf(number) }));
    const authorLid = event.author && sandboxLidOf(event.author);
    for (const insid of new Set(await q.tokensOfPhones(this.db, accountId, [...new Set(phones)]))) {
      this.hub.emit('group', { insid, ...event, members, ...(authorLid && { authorLid }) });
    }
  }
}

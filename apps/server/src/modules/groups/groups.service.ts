import {
  type ChannelView,
  GroupAdminMessages,
  GroupMessages,
  type GroupView,
  InstanceMessages,
  type ParticipantAction,
} from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import type { ChannelInfo, MessagingEngine } from '../../engines/engine';
import { EngineError, type EngineErrorReason } from '../../engines/engine-error';
import type { GroupInfo } from '../../engines/engine-groups';
import type { ApiToken } from '../../http/api-key-guard';
import {
  type AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  whatsappUnreachable,
} from '../../http/app-error';
import { engineOperation } from '../../http/engine-operation';
import { numbersOfLids } from '../contacts/contacts.service';

export interface GroupsDeps {
  engine: MessagingEngine;
  /** With it, members the engine knows only by LID get the number the token's LID map holds. */
  db?: Queryable;
}

/**
 * The groups as the API shows them, with the numbers of members (and creators) the engine knows
 * only by LID filled in from the token's LID <-> number map (decision 0027).
 */
export async function groupViewsOf(db: Queryable | undefined, insid: string, groups: GroupInfo[]) {
  const lids = groups.flatMap((g) => [
    ...(g.owner === null && g.ownerLid ? [g.ownerLid] : []),
    ...g.participants.flatMap((p) => (p.number === null && p.lid ? [p.lid] : [])),
  ]);
  if (!db || lids.length === 0) return groups.map(toGroupView);
  const numbers = await numbersOfLids(db, insid, [...new Set(lids)]);
  const numberOf = (number: string | null, lid: string | null) =>
    number ?? (lid ? (numbers.get(lid) ?? null) : null);
  return groups.map((g) =>
    toGroupView({
      ...g,
      owner: numberOf(g.owner, g.ownerLid),
      participants: g.participants.map((p) => ({ ...p, number: numberOf(p.number, p.lid) })),
    }),
  );
}

/** One group as the API shows it (see `groupViewsOf`). */
export const groupViewOf = async (db: Queryable | undefined, insid: string, group: GroupInfo) =>
  (await groupViewsOf(db, insid, [group]))[0] as GroupView;

const toGroupView = (group: GroupInfo): GroupView => ({
  ...group,
  createdAt: group.createdAt.toISOString(),
});

export const toChannelView = (channel: ChannelInfo): ChannelView => ({
  ...channel,
  createdAt: channel.createdAt.toISOString(),
});

const REFUSALS: Record<EngineErrorReason, (error: EngineError) => AppError> = {
  'not-connected': () => conflict(InstanceMessages.notConnected),
  'already-connected': (error) => conflict(error.message),
  'group-not-found': () => notFound(GroupMessages.groupNotFound),
  'not-admin': () => forbidden(GroupMessages.notAdmin),
  'not-registered': (error) => badRequest(`${GroupMessages.notRegistered} ${error.numbers.join(', ')}`),
  'invite-not-found': () => notFound(GroupAdminMessages.inviteNotFound),
  'already-member': () => conflict(GroupAdminMessages.alreadyMember),
  'whatsapp-unreachable': () => whatsappUnreachable(),
};

/**
 * Runs an engine call for a token with a connected phone; what the engine refuses is a 4xx
 * (`notAdmin`: the 403's words for the call).
 */
export async function runForToken<T>(
  token: ApiToken,
  work: (insid: string) => Promise<T>,
  notAdmin: string = GroupMessages.notAdmin,
): Promise<T> {
  if (!token.authenticated) throw conflict(InstanceMessages.notConnected);
  try {
    return await work(token.id);
  } catch (error) {
    if (error instanceof EngineError)
      throw error.reason === 'not-admin' ? forbidden(notAdmin) : REFUSALS[error.reason](error);
    throw error;
  }
}

/**
 * Group and channel management for a token's customer: every call needs an active token (its
 * routes check it when they count the call against the key's rate limit) with a connected phone.
 * What the engine refuses is a 4xx.
 */
export function groupsService({ engine, db }: GroupsDeps) {
  const run = <T>(token: ApiToken, work: (insid: string) => Promise<T>) => runForToken(token, work);

  return {
    createGroup: (token: ApiToken, subject: string, participants: string[]) =>
      run(token, async (insid) =>
        groupViewOf(db, insid, await engine.createGroup(insid, subject, participants)),
      ),

    listGroups: (token: ApiToken) =>
      run(token, async (insid) => ({
        result: await groupViewsOf(db, insid, await engine.listGroups(insid)),
      })),

    getGroup: (token: ApiToken, groupId: string) =>
      run(token, async (insid) => {
        const group = await engine.getGroup(insid, groupId);
        if (!group) throw notFound(GroupMessages.groupNotFound);
        return groupViewOf(db, insid, group);
      }),

    updateParticipants: (token: ApiToken, groupId: string, action: ParticipantAction, numbers: string[]) => {
      // Promoting and demoting are an optional operation: 501 on an engine without it.
      if (action === 'promote' || action === 'demote') engineOperation(engine, 'group.admin');
      return run(token, async (insid) => ({
        groupId,
        action,
        result: await engine.updateParticipants(insid, groupId, action, [...new Set(numbers)]),
      }));
    },

    createChannel: (token: ApiToken, name: string, description: string) =>
      run(token, async (insid) => toChannelView(await engine.createChannel(insid, name, description))),

    listChannels: (token: ApiToken) =>
      run(token, async (insid) => ({ result: (await engine.listChannels(insid)).map(toChannelView) })),
  };
}

import {
  GreenApiAddParticipantSchema,
  GreenApiCreateGroupRequestSchema,
  GreenApiCreateGroupSchema,
  GreenApiGroupDataSchema,
  GreenApiGroupRequestSchema,
  GreenApiLeaveGroupSchema,
  GreenApiParticipantBodyStylesSchema,
  GreenApiParticipantRequestSchema,
  GreenApiRemoveAdminSchema,
  GreenApiRemoveParticipantSchema,
  GreenApiSetGroupAdminSchema,
  GreenApiUpdateGroupNameRequestSchema,
  GreenApiUpdateGroupNameSchema,
  type GroupView,
  type ParticipantAction,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, requireActiveToken } from '../../http/api-key-guard';
import { groupAdminService } from '../../modules/groups/group-admin.service';
import { groupsService } from '../../modules/groups/groups.service';
import { greenChatId, unixSeconds } from './chat-ids';
import type { GreenApiDeps } from './green-api-surface';
import { groupPictureMethod } from './group-picture.method';
import { methodPath, methodSchema, tokenOf } from './method';

const DONE = new Set(['added', 'removed', 'promoted', 'demoted']);

/** Green-API's group data: members as chat ids with their admin flags, times in Unix seconds. */
function groupDataOf(group: GroupView, groupInviteLink: string) {
  const creation = unixSeconds(group.createdAt);
  // A group whose creator WhatsApp shows only by LID names the LID (Green-API does so too).
  const owner = group.owner ? greenChatId(group.owner) : (group.ownerLid ?? '');
  return {
    groupId: group.id,
    owner,
    subject: group.subject,
    creation,
    participants: group.participants.map((p) => ({
      id: p.number ? greenChatId(p.number) : (p.lid ?? ''),
      isAdmin: p.role !== 'member',
      isSuperAdmin: p.role === 'superadmin',
    })),
    // We keep no history of subject changes: the subject is dated and owned as at creation.
    subjectTime: creation,
    subjectOwner: owner,
    groupInviteLink,
  };
}

/**
 * Green-API's group methods over the groups and group-admin services: an active token (466
 * otherwise) with a linked phone, as /api/v1/groups; the engines check the admin rule.
 */
export const groupsMethods: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  app.addHook('preHandler', requireActiveToken);
  const groups = groupsService(deps);
  const admin = groupAdminService(deps);
  /** The invite link, when the token may see it (an admin); empty otherwise, as for a member. */
  const linkOf = (token: ApiToken, groupId: string) =>
    admin.invite(token, groupId, false).then(
      (invite) => invite.link,
      () => '',
    );

  app.post(
    methodPath('createGroup'),
    {
      schema: {
        ...methodSchema('createGroup', {
          summary: 'Create a group',
          description: 'The linked phone owns it; chatIds are the members to add besides it.',
          answer: GreenApiCreateGroupSchema,
        }),
        body: GreenApiCreateGroupRequestSchema,
      },
    },
    async (request) => {
      const token = tokenOf(request);
      const { groupName, chatIds } = request.body;
      const group = await groups.createGroup(token, groupName, chatIds);
      return { created: true, chatId: group.id, groupInviteLink: await linkOf(token, group.id) };
    },
  );

  app.post(
    methodPath('getGroupData'),
    {
      schema: {
        ...methodSchema('getGroupData', {
          summary: 'Get a group',
          answer: GreenApiGroupDataSchema,
        }),
        body: GreenApiGroupRequestSchema,
      },
    },
    async (request) => {
      const token = tokenOf(request);
      const group = await groups.getGroup(token, request.body.groupId);
      return groupDataOf(group, await linkOf(token, group.id));
    },
  );

  app.post(
    methodPath('updateGroupName'),
    {
      schema: {
        ...methodSchema('updateGroupName', {
          summary: "Change a group's name",
          answer: GreenApiUpdateGroupNameSchema,
        }),
        body: GreenApiUpdateGroupNameRequestSchema,
      },
    },
    async (request) => {
      const { groupId, groupName } = request.body;
      await admin.updateGroup(tokenOf(request), groupId, { subject: groupName });
      return { updateGroupName: true };
    },
  );

  const memberMethods = [
    ['addGroupParticipant', 'add', 'addParticipant', 'Add a member', GreenApiAddParticipantSchema],
    [
      'removeGroupParticipant',
      'remove',
      'removeParticipant',
      'Remove a member',
      GreenApiRemoveParticipantSchema,
    ],
    ['setGroupAdmin', 'promote', 'setGroupAdmin', 'Make a member an admin', GreenApiSetGroupAdminSchema],
    ['removeAdmin', 'demote', 'removeAdmin', "Take a member's admin rights", GreenApiRemoveAdminSchema],
  ] as const;
  for (const [method, action, field, summary, answer] of memberMethods) {
    app.post(
      methodPath(method),
      {
        schema: {
          ...methodSchema(method, {
            summary,
            description: `${field} is false when nothing changed (not on WhatsApp, already so, or refused).`,
            answer,
          }),
          body: GreenApiParticipantRequestSchema,
          bodyStyles: GreenApiParticipantBodyStylesSchema,
        },
      },
      async (request) => {
        const { groupId, participantChatId, participantPhone } = request.body;
        const number = (participantChatId ?? participantPhone) as string;
        const done = await changeMember(tokenOf(request), groupId, action, number);
        return { [field]: done } as Record<typeof field, boolean>;
      },
    );
  }

  async function changeMember(token: ApiToken, groupId: string, action: ParticipantAction, number: string) {
    const { result } = await groups.updateParticipants(token, groupId, action, [number]);
    return result.some((r) => DONE.has(r.outcome));
  }

  app.post(
    methodPath('leaveGroup'),
    {
      schema: {
        ...methodSchema('leaveGroup', { summary: 'Leave a group', answer: GreenApiLeaveGroupSchema }),
        body: GreenApiGroupRequestSchema,
      },
    },
    async (request) => {
      await admin.leave(tokenOf(request), request.body.groupId);
      return { leaveGroup: true };
    },
  );

  await app.register(groupPictureMethod, deps);
};

import { z } from 'zod';
import { groupIdField } from '../groups';
import { greenApiPhoneField } from './instance';

/** A person as Green-API names one: `<number>@c.us` (or an integer number). */
const participantField = greenApiPhoneField;

const groupNameField = z
  .string()
  .trim()
  .min(1, 'groupName is required')
  .max(100, 'groupName is at most 100 characters')
  .meta({ examples: ['Launch team'] });

export const GreenApiCreateGroupRequestSchema = z.object({
  groupName: groupNameField,
  chatIds: z.array(participantField).max(1024),
});
export const GreenApiCreateGroupSchema = z.object({
  created: z.boolean(),
  chatId: z.string(),
  groupInviteLink: z.string(),
});

export const GreenApiGroupRequestSchema = z.object({ groupId: groupIdField });

export const GreenApiGroupDataSchema = z.object({
  groupId: z.string(),
  owner: z.string(),
  subject: z.string(),
  creation: z.number().int().meta({ description: 'Unix time (seconds)' }),
  participants: z.array(z.object({ id: z.string(), isAdmin: z.boolean(), isSuperAdmin: z.boolean() })),
  subjectTime: z.number().int(),
  subjectOwner: z.string(),
  groupInviteLink: z.string(),
});

export const GreenApiUpdateGroupNameRequestSchema = z.object({
  groupId: groupIdField,
  groupName: groupNameField,
});
export const GreenApiUpdateGroupNameSchema = z.object({ updateGroupName: z.boolean() });

/** A member by participantChatId (`<number>@c.us`) or, as the client also sends it, participantPhone. */
export const GreenApiParticipantRequestSchema = z
  .object({
    groupId: groupIdField,
    participantChatId: participantField.optional(),
    participantPhone: greenApiPhoneField.optional(),
  })
  .refine((body) => body.participantChatId !== undefined || body.participantPhone !== undefined, {
    message: 'participantChatId is required',
  });

/** How the documents show a member body: one of the two names of the member. */
export const GreenApiParticipantBodyStylesSchema = z.union([
  z
    .object({ groupId: groupIdField, participantChatId: participantField })
    .meta({ title: 'participantChatId' }),
  z
    .object({ groupId: groupIdField, participantPhone: greenApiPhoneField })
    .meta({ title: 'participantPhone (as Green-API’s client sends it)' }),
]);

export const GreenApiAddParticipantSchema = z.object({ addParticipant: z.boolean() });
export const GreenApiRemoveParticipantSchema = z.object({ removeParticipant: z.boolean() });
export const GreenApiSetGroupAdminSchema = z.object({ setGroupAdmin: z.boolean() });
export const GreenApiRemoveAdminSchema = z.object({ removeAdmin: z.boolean() });
export const GreenApiLeaveGroupSchema = z.object({ leaveGroup: z.boolean() });
export const GreenApiSetGroupPictureSchema = z.object({
  setGroupPicture: z.boolean(),
  urlAvatar: z.string(),
  reason: z.string(),
});

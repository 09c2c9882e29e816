import { z } from 'zod';
import { CHANNEL_ID_PATTERN, EXAMPLE_CHANNEL_ID, EXAMPLE_GROUP_ID, GROUP_ID_PATTERN } from './chat-ids';
import { messageBodyField, personNumberField, quotedIdField } from './messaging';

export const MAX_GROUP_SUBJECT_LENGTH = 100;
export const MAX_PARTICIPANTS_PER_CALL = 256;
export const MAX_CHANNEL_NAME_LENGTH = 100;
export const MAX_CHANNEL_DESCRIPTION_LENGTH = 2048;

/** Texts of the group and channel calls of the messaging API. */
export const GroupMessages = {
  groupIdInvalid: `The group id must look like ${EXAMPLE_GROUP_ID}`,
  channelIdInvalid: `The channel id must look like ${EXAMPLE_CHANNEL_ID}`,
  groupNotFound: 'Group not found, or this token is not a member of it',
  notAdmin: 'Only a group admin can add, remove, promote or demote participants',
  notRegistered: 'These numbers are not registered on WhatsApp:',
  subjectRequired: 'The group subject is required',
  subjectTooLong: `The group subject must be at most ${MAX_GROUP_SUBJECT_LENGTH} characters`,
  participantsRequired: 'Give at least one participant number',
  participantsTooMany: `At most ${MAX_PARTICIPANTS_PER_CALL} participants per call`,
  participantRequired: 'A participant number is empty',
  participantDigits: 'Participant numbers must contain digits only: country code and number, no + sign',
  participantLength: 'Participant numbers must be 8 to 15 digits long',
  channelNameRequired: 'The channel name is required',
  channelNameTooLong: `The channel name must be at most ${MAX_CHANNEL_NAME_LENGTH} characters`,
  channelDescriptionTooLong: `The channel description must be at most ${MAX_CHANNEL_DESCRIPTION_LENGTH} characters`,
} as const;

export const GROUP_ROLES = ['superadmin', 'admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const PARTICIPANT_ACTIONS = ['add', 'remove', 'promote', 'demote'] as const;
export type ParticipantAction = (typeof PARTICIPANT_ACTIONS)[number];
/** What became of one number of an add, remove, promote or demote call. */
export const PARTICIPANT_OUTCOMES = [
  'added',
  'removed',
  'not-registered',
  'already-member',
  'not-member',
  'refused',
  'promoted',
  'demoted',
  'already-admin',
  'not-admin',
] as const;
export type ParticipantOutcome = (typeof PARTICIPANT_OUTCOMES)[number];

const participantsField = z
  .array(
    personNumberField({
      required: GroupMessages.participantRequired,
      digits: GroupMessages.participantDigits,
      length: GroupMessages.participantLength,
    }),
    { error: GroupMessages.participantsRequired },
  )
  .min(1, GroupMessages.participantsRequired)
  .max(MAX_PARTICIPANTS_PER_CALL, GroupMessages.participantsTooMany);

/** A trimmed, non-empty text of at most `max` characters. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const groupIdField = z
  .string({ error: GroupMessages.groupIdInvalid })
  .regex(GROUP_ID_PATTERN, GroupMessages.groupIdInvalid)
  .meta({ examples: [EXAMPLE_GROUP_ID] });
export const channelIdField = z
  .string({ error: GroupMessages.channelIdInvalid })
  .regex(CHANNEL_ID_PATTERN, GroupMessages.channelIdInvalid)
  .meta({ examples: [EXAMPLE_CHANNEL_ID] });

export const GroupParamsSchema = z.object({ groupId: groupIdField });
export const ParticipantsParamsSchema = z.object({
  groupId: groupIdField,
  action: z
    .enum(PARTICIPANT_ACTIONS, { error: 'The action must be add, remove, promote or demote' })
    .meta({ examples: ['add'] }),
});
export const ChannelParamsSchema = z.object({ channelId: channelIdField });

export const CreateGroupRequestSchema = z.object({
  subject: requiredText(
    MAX_GROUP_SUBJECT_LENGTH,
    GroupMessages.subjectRequired,
    GroupMessages.subjectTooLong,
  ).meta({ examples: ['Launch team'] }),
  /** Numbers to add besides the token's own phone, which becomes the group's owner. */
  participants: participantsField,
});
export type CreateGroupRequest = z.infer<typeof CreateGroupRequestSchema>;

export const ParticipantsRequestSchema = z.object({ participants: participantsField });

export const GroupSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /**
   * The number of the phone that created the group; null when WhatsApp names the creator only
   * by LID and the token has not learnt its number (never the LID's digits).
   */
  owner: z.string().nullable(),
  /** The creator's LID (`<digits>@lid`) when known. */
  ownerLid: z.string().nullable(),
  /**
   * Every member with their number and their LID (`<digits>@lid`, WhatsApp's privacy id) when
   * known; a member whose number WhatsApp hides has `number: null` and only the LID.
   */
  participants: z.array(
    z.object({ number: z.string().nullable(), lid: z.string().nullable(), role: z.enum(GROUP_ROLES) }),
  ),
  /** The group's description; empty when it has none. */
  description: z.string(),
  /** Who may send and who may change the group's subject, description and picture. */
  settings: z.object({ onlyAdminsSend: z.boolean(), onlyAdminsEdit: z.boolean() }),
  createdAt: z.string(),
});
export type GroupView = z.infer<typeof GroupSchema>;

export const GroupListResponseSchema = z.object({ result: z.array(GroupSchema) });

export const ParticipantsResponseSchema = z.object({
  groupId: z.string(),
  action: z.enum(PARTICIPANT_ACTIONS),
  result: z.array(z.object({ number: z.string(), outcome: z.enum(PARTICIPANT_OUTCOMES) })),
});

export const CreateChannelRequestSchema = z
  .object({
    name: requiredText(
      MAX_CHANNEL_NAME_LENGTH,
      GroupMessages.channelNameRequired,
      GroupMessages.channelNameTooLong,
    ),
    description: z
      .string()
      .trim()
      .max(MAX_CHANNEL_DESCRIPTION_LENGTH, GroupMessages.channelDescriptionTooLong)
      .default(''),
  })
  .meta({ examples: [{ name: 'Chatgate updates', description: 'Product news, once a week' }] });

export const ChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type ChannelView = z.infer<typeof ChannelSchema>;

export const ChannelListResponseSchema = z.object({ result: z.array(ChannelSchema) });

/** POST /groups/{groupId}/send and /channels/{channelId}/send: a text, queued like /send/text. */
export const ChatTextRequestSchema = z.object({
  body: messageBodyField,
  /** Our id of a message to reply to. */
  quotedId: quotedIdField.optional(),
});

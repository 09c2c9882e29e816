import { z } from 'zod';
import { GROUP_PICTURE_CHANGES, GroupChangesSchema } from './group-admin';
import { PARTICIPANT_ACTIONS } from './groups';

/** The `data` of the group events (decisions 0027, 0030). */

/** A group member: their number and LID (`<digits>@lid`), each null when not known. */
export const GroupEventMemberSchema = z.object({
  number: z.string().nullable(),
  lid: z.string().nullable(),
});

/** Members by number, else (number hidden) by LID, never a LID's digits. */
const participantNames = z
  .array(z.string())
  .meta({ description: 'Each member by number, else (number hidden) by LID (`<digits>@lid`)' });
const members = z
  .array(GroupEventMemberSchema)
  .meta({ description: 'The same members, in the same order, with their number and LID' });

/** `group.created`: a group with the token's phone in it was created. */
export const GroupCreatedEventSchema = z
  .object({
    groupId: z.string(),
    subject: z.string().nullable(),
    participants: participantNames,
    members,
    /** The creator's number, when known. */
    author: z.string().nullable(),
    authorLid: z.string().nullable(),
  })
  .meta({ id: 'GroupCreatedData' });
export type GroupCreatedEvent = z.infer<typeof GroupCreatedEventSchema>;

/** `group.participants`: members added, removed, promoted or demoted (`actor` and `author` name who did it). */
export const GroupParticipantsEventSchema = z
  .object({
    groupId: z.string(),
    action: z.enum(PARTICIPANT_ACTIONS),
    participants: participantNames.meta({ description: 'The members that changed, by number, else by LID' }),
    members,
    author: z.string().nullable(),
    authorLid: z.string().nullable(),
    actor: z
      .string()
      .nullable()
      .meta({ description: 'The number of who made the change (the same as `author`)' }),
    actorLid: z.string().nullable(),
  })
  .meta({ id: 'GroupParticipantsData' });
export type GroupParticipantsEvent = z.infer<typeof GroupParticipantsEventSchema>;

/** `group.updated`: only what changed, and who changed it. */
export const GroupUpdatedEventSchema = z
  .object({
    groupId: z.string(),
    changes: GroupChangesSchema.extend({ picture: z.enum(GROUP_PICTURE_CHANGES).optional() }),
    actor: z.string().nullable(),
    actorLid: z.string().nullable(),
  })
  .meta({ id: 'GroupUpdatedData' });
export type GroupUpdatedEvent = z.infer<typeof GroupUpdatedEventSchema>;

import { z } from 'zod';
import { MAX_GROUP_SUBJECT_LENGTH } from './groups';
import { MAX_MEDIA_URL_LENGTH } from './messaging';

export const MAX_GROUP_DESCRIPTION_LENGTH = 2048;
/** Where a group's invite link points: the link is this and the code. */
export const GROUP_INVITE_LINK_PREFIX = 'https://chat.whatsapp.com/';
/** The size of the square JPEG a group picture is made into. */
export const GROUP_PICTURE_SIZE = 640;
const INVITE_CODE = /^[A-Za-z0-9]{8,32}$/;

/** Texts of the group administration calls. */
export const GroupAdminMessages = {
  nothingToChange: 'Give at least one of subject, description, onlyAdminsSend, onlyAdminsEdit',
  subjectRequired: 'The group subject cannot be empty',
  subjectTooLong: `The group subject must be at most ${MAX_GROUP_SUBJECT_LENGTH} characters`,
  descriptionTooLong: `The group description must be at most ${MAX_GROUP_DESCRIPTION_LENGTH} characters`,
  settingBoolean: 'onlyAdminsSend and onlyAdminsEdit must be true or false',
  notAdmin: 'Only a group admin can change the group, its invite link or its picture',
  inviteRequired: `Give the invite as a link (${GROUP_INVITE_LINK_PREFIX}<code>) or its code`,
  inviteNotFound: 'No group has this invite: the code is unknown, or it was revoked',
  alreadyMember: 'The token’s phone is already a member of this group',
  pictureRequired:
    'Give the picture as `image`, a base64 data URL of an image (data:image/jpeg;base64,…), or as `url`, an https URL of one (not both)',
  pictureUrlInvalid: `The picture URL must be an https URL of at most ${MAX_MEDIA_URL_LENGTH} characters`,
  pictureNotImage: 'The picture must be an image (JPEG, PNG or WebP)',
  onlyAdminsSend: 'Only admins can send messages to this group',
} as const;

/** The code of an invite given as a link or as the code itself; null when it is neither. */
export function inviteCodeOf(invite: string): string | null {
  const trimmed = invite.trim();
  const code = trimmed.startsWith(GROUP_INVITE_LINK_PREFIX)
    ? trimmed.slice(GROUP_INVITE_LINK_PREFIX.length).replace(/\/$/, '')
    : trimmed;
  return INVITE_CODE.test(code) ? code : null;
}

export const inviteLinkOf = (code: string) => `${GROUP_INVITE_LINK_PREFIX}${code}`;

const setting = z.boolean({ error: GroupAdminMessages.settingBoolean });

/** PATCH /groups/{groupId}: any of these, at least one. */
export const UpdateGroupRequestSchema = z
  .object({
    subject: z
      .string({ error: GroupAdminMessages.subjectRequired })
      .trim()
      .min(1, GroupAdminMessages.subjectRequired)
      .max(MAX_GROUP_SUBJECT_LENGTH, GroupAdminMessages.subjectTooLong)
      .optional(),
    description: z
      .string({ error: GroupAdminMessages.descriptionTooLong })
      .trim()
      .max(MAX_GROUP_DESCRIPTION_LENGTH, GroupAdminMessages.descriptionTooLong)
      .optional(),
    /** Only admins may send to the group (WhatsApp's "announcement" setting). */
    onlyAdminsSend: setting.optional(),
    /** Only admins may change the subject, description and picture (WhatsApp's "locked"). */
    onlyAdminsEdit: setting.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: GroupAdminMessages.nothingToChange,
  })
  .meta({ examples: [{ subject: 'Launch team', onlyAdminsSend: true }] });
export type UpdateGroupRequest = z.infer<typeof UpdateGroupRequestSchema>;

/** GET /groups/{groupId}/invite and POST …/invite/revoke. */
export const GroupInviteSchema = z.object({
  groupId: z.string(),
  code: z.string(),
  link: z.string().meta({ description: `${GROUP_INVITE_LINK_PREFIX}<code>` }),
});
export type GroupInvite = z.infer<typeof GroupInviteSchema>;

/** POST /groups/join: an invite link or its code. */
export const JoinGroupRequestSchema = z.object({
  invite: z
    .string({ error: GroupAdminMessages.inviteRequired })
    .refine((invite) => inviteCodeOf(invite) !== null, GroupAdminMessages.inviteRequired)
    .meta({ examples: ['https://chat.whatsapp.com/Gh3kT9pQ2xL8vN1mZr4Ws7'] }),
});

/** POST /groups/{groupId}/leave. */
export const LeaveGroupResponseSchema = z.object({ groupId: z.string(), left: z.literal(true) });

/**
 * PUT /groups/{groupId}/picture: the image as a base64 data URL (`image`), or an https URL we
 * fetch (`url`), exactly one of them.
 */
export const GroupPictureRequestSchema = z
  .object({
    image: z
      .string({ error: GroupAdminMessages.pictureRequired })
      .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/i, GroupAdminMessages.pictureRequired)
      .optional(),
    url: z
      .string({ error: GroupAdminMessages.pictureUrlInvalid })
      .max(MAX_MEDIA_URL_LENGTH, GroupAdminMessages.pictureUrlInvalid)
      .regex(/^https:\/\/\S+$/i, GroupAdminMessages.pictureUrlInvalid)
      .optional()
      .meta({ examples: ['https://example.com/team.jpg'] }),
  })
  .refine((body) => (body.image === undefined) !== (body.url === undefined), {
    error: GroupAdminMessages.pictureRequired,
  });
export type GroupPictureRequest = z.infer<typeof GroupPictureRequestSchema>;

/** DELETE /groups/{groupId}/picture. */
export const GroupPictureRemovedSchema = z.object({ groupId: z.string(), removed: z.literal(true) });

export const GroupPictureResponseSchema = z.object({
  groupId: z.string(),
  /** The picture as set: a square JPEG of this many pixels a side. */
  width: z.number().int(),
  height: z.number().int(),
  mimeType: z.literal('image/jpeg'),
});

/** A change of a group's subject, description or settings (the fields that changed). */
export const GroupChangesSchema = z.object({
  subject: z.string().optional(),
  description: z.string().optional(),
  onlyAdminsSend: z.boolean().optional(),
  onlyAdminsEdit: z.boolean().optional(),
});
export type GroupChanges = z.infer<typeof GroupChangesSchema>;

/** What became of a group's picture, in a `group.updated` event's `changes.picture`. */
export const GROUP_PICTURE_CHANGES = ['set', 'removed'] as const;
export type GroupPictureChange = (typeof GROUP_PICTURE_CHANGES)[number];

/** The changes a `group.updated` event reports: those of PATCH, or the picture set or removed. */
export type GroupEventChanges = GroupChanges & { picture?: GroupPictureChange };

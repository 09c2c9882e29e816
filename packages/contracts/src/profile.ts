import { z } from 'zod';
import { testNumberField } from './instances';
import { PHONE_NOT_CONNECTED } from './message-changes';
import { SandboxPhoneParamsSchema } from './sandbox';
import { mediaField } from './send-requests';

/** The linked account's WhatsApp profile: GET/PATCH /instance/profile and its picture (issue 45). */

export const MAX_PROFILE_NAME_LENGTH = 25;
export const MAX_PROFILE_ABOUT_LENGTH = 139;
/** A profile picture is square-cropped to this side, as a JPEG. */
export const PROFILE_PICTURE_SIZE = 640;

export const ProfileMessages = {
  nameRequired: 'The name must be 1 to 25 characters',
  nameTooLong: `The name must be at most ${MAX_PROFILE_NAME_LENGTH} characters`,
  aboutTooLong: `The about text must be at most ${MAX_PROFILE_ABOUT_LENGTH} characters`,
  nothingToChange: 'Give a name, an about text, or both',
  pictureType: 'A profile picture must be a JPEG, PNG or WebP image',
  notConnected: PHONE_NOT_CONNECTED,
} as const;

/** GET /instance/profile: the profile of the phone linked to the token. */
export const ProfileSchema = z.object({
  /** The linked phone's number (digits). */
  number: z.string(),
  /** The name contacts see ("" when none is set). */
  name: z.string(),
  /** The about (status) text. */
  about: z.string(),
  /** Where the profile picture can be fetched; null without one. */
  pictureUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PATCH /instance/profile: the name, the about text, or both. */
export const UpdateProfileRequestSchema = z
  .object({
    name: z
      .string({ error: ProfileMessages.nameRequired })
      .trim()
      .min(1, ProfileMessages.nameRequired)
      .max(MAX_PROFILE_NAME_LENGTH, ProfileMessages.nameTooLong)
      .optional()
      .meta({ examples: ['Acme Support'] }),
    about: z
      .string({ error: ProfileMessages.aboutTooLong })
      .max(MAX_PROFILE_ABOUT_LENGTH, ProfileMessages.aboutTooLong)
      .optional()
      .meta({ examples: ['We answer 9 to 6, Monday to Friday'] }),
  })
  .refine((body) => body.name !== undefined || body.about !== undefined, ProfileMessages.nothingToChange);
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** PUT /instance/profile/picture: an image as /send/media takes one. */
export const ProfilePictureRequestSchema = z.object({
  media: mediaField.meta({ examples: ['https://example.com/acme-logo.jpg'] }),
});
export type ProfilePictureRequest = z.infer<typeof ProfilePictureRequestSchema>;

/** The Sandbox Phone's view of a contact's (a token's) profile, shown in the chat header. */
export const SandboxProfileParamsSchema = SandboxPhoneParamsSchema.extend({ peer: testNumberField });

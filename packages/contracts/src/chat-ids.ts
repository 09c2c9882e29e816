/**
 * WhatsApp-style chat ids besides phone numbers. New groups and channels have 18-digit ids;
 * older groups are `<creator number>-<unix time>`, which a real engine may still report.
 */
export const GROUP_ID_PATTERN = /^(?:\d{15,25}|\d{8,15}-\d{9,12})@g\.us$/;
export const CHANNEL_ID_PATTERN = /^\d{15,25}@newsletter$/;

export const isGroupId = (value: string) => GROUP_ID_PATTERN.test(value);
export const isChannelId = (value: string) => CHANNEL_ID_PATTERN.test(value);

export const EXAMPLE_GROUP_ID = '120363012345678901@g.us';
export const EXAMPLE_CHANNEL_ID = '120363098765432109@newsletter';

/**
 * A person's chat id as Green-API and WAHA write it (`919876543210@c.us`) or as WhatsApp does
 * (`919876543210@s.whatsapp.net`, a device suffix `:12` included).
 */
export const PERSON_ID_PATTERN = /^(\d+)(?::\d+)?@(?:c\.us|s\.whatsapp\.net)$/;

/** The number in a person's chat id (`919876543210@c.us` -> `919876543210`); any other value as it is. */
export function numberOfPersonId(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = PERSON_ID_PATTERN.exec(value.trim());
  return match ? match[1] : value;
}

/**
 * A LID (`<digits>@lid`): the privacy id WhatsApp addresses people by instead of their number.
 * It is not a phone number; a device suffix (`:3`) is dropped where one is read.
 */
export const LID_PATTERN = /^\d{1,25}@lid$/;
export const isLidId = (value: string) => LID_PATTERN.test(value);
export const EXAMPLE_LID = '205938472615049@lid';

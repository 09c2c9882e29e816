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

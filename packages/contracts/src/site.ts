/**
 * The support address: the public pages show it (they cannot read server config), and the server
 * mails support (contact-form messages) to it unless SUPPORT_EMAIL is set. Change it here only.
 */
export const SUPPORT_EMAIL = 'support@chatgate.local';

/** Figures the public site states (spec 1 and 9), kept with the other constants so pages agree. */
export const MARKETING_STATS = [
  { value: '99.98%', label: 'Uptime' },
  { value: '1000+', label: 'Developers' },
  { value: '24/7', label: 'Support' },
  { value: '2 years', label: 'In operation' },
  { value: '20+', label: 'Business owners assisted' },
] as const;

/** Spreadsheet automations every plan comes with (spec 1, 9). */
export const PRE_INTEGRATED_SHEET_AUTOMATIONS = 3;

/** What the Developer plan includes (spec 9), in the order the pricing cards list it. */
export const DEVELOPER_PLAN_FEATURES = [
  'Unlimited messages and API calls',
  'Real-time webhooks for messages and delivery status',
  'Text, media, location, contact and document messages',
  'Group management and channel broadcasting',
  `${PRE_INTEGRATED_SHEET_AUTOMATIONS} pre-integrated spreadsheet automations`,
  'Number checker and Base64 converter',
  'Multi-device support',
  '24/7 support',
] as const;

/**
 * Stands for the site's address (scheme, host and port) in prerendered pages, robots.txt and the
 * sitemap: the build cannot know where it will be served, so the server puts its PUBLIC_URL in.
 */
export const SITE_ORIGIN_PLACEHOLDER = '__CHATGATE_SITE_ORIGIN__';

/** Business constants and limits of spec section 9. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const NAV_SCROLL_THRESHOLD_PX = 20;
export const HASH_SCROLL_DELAY_MS = 100;
export const LOGIN_ERROR_BANNER_MS = 5_000;
export const COPY_CONFIRMATION_MS = 3_000;

export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_USERNAME_LENGTH = 3;
export const MIN_PASSWORD_STRENGTH = 3;
export const TEST_MESSAGE_NUMBER_LENGTH = 12;

export const LAYOUT = {
  topBarHeightPx: 60,
  sideBarOpenPx: 256,
  sideBarCollapsedPx: 64,
  contentMarginOpenPx: 250,
  contentMarginCollapsedPx: 60,
} as const;

export const MAX_TOKENS_PER_USER = 5;
export const TRIAL_DAYS = 7;
export const PAGE_SIZE = 15;
export const BLOG_EXCERPT_LENGTH = 100;
export const RELATED_POSTS_MAX = 2;
export const MIN_AGE = 13;
export const POLICY_NOTICE_DAYS = 30;

export const DATE_FORMAT = 'dd-MMM-yyyy';
export const DATE_TIME_FORMAT = 'dd-MMM-yyyy HH:mm:ss';

export const BEST_PRACTICES = {
  maxMessagesPerContactPerHour: 4,
  minPauseMinutes: 60,
  randomDelaySeconds: { min: 30, max: 60 },
  spamReportsBanRisk: { min: 5, max: 10 },
} as const;

export const INQUIRY_TYPES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'sales', label: 'Sales' },
  { value: 'support', label: 'Technical Support' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'billing', label: 'Billing' },
] as const;
export const CONTACT_MESSAGE_ROWS = 6;

export const BUSINESS_HOURS = [
  { days: 'Monday-Friday', hours: '9:00 AM-6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM-4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const QR_DEFAULTS = { size: 256, level: 'L', bgColor: '#FFFFFF', fgColor: '#000000' } as const;

export const ROLES = ['User', 'Admin', 'CRM'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'User';
/** Roles that run the content tools and answer tickets (spec 6: Admin and CRM). */
export const STAFF_ROLES = ['Admin', 'CRM'] as const satisfies readonly Role[];
export const isStaffRole = (role: Role): boolean => (STAFF_ROLES as readonly Role[]).includes(role);

/** Received files up to this size are downloaded and kept for the customer; larger ones are not. */
export const MAX_RECEIVED_FILE_MB = 64;

/** Why a received message arrived without its file (the message view's `mediaError`). */
export const RECEIVED_MEDIA_ERRORS = {
  expired: "The file's link expired, and the sender's phone did not upload it again.",
  undecryptable: "The file could not be decrypted, and the sender's phone did not upload a copy that could.",
  tooLarge: `The file is larger than ${MAX_RECEIVED_FILE_MB} MB and was not kept.`,
  failed: 'The file could not be downloaded from WhatsApp.',
} as const;

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

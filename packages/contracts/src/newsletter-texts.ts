/** The newsletter's constants and texts, apart from its schemas so pages can use them without zod. */

/** Where a subscription came from: the site footer or the blog page. */
export const NEWSLETTER_SOURCES = ['footer', 'blog'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
/** Any subscriber's origin: a newsletter box, or the signup form's opt-in box (sent with the signup). */
export type SubscriberSource = NewsletterSource | 'signup';

/** Hours a confirmation link stays valid. */
export const NEWSLETTER_CONFIRM_TTL_HOURS = 48;

export const NewsletterMessages = {
  emailRequired: 'Email Address is required',
  emailInvalid: 'Email Address is invalid',
  sourceInvalid: 'Unknown subscription source',
  captchaRequired: 'The automatic spam check did not pass. Please try subscribing again.',
  /** The one answer to every subscribe request, so it never tells which addresses are on the list. */
  checkInbox: 'Check your inbox to confirm your subscription.',
  failed: 'The subscription could not be sent. Please try again.',
  rateLimited: 'Too many subscription requests from your address. Please wait a while and try again.',
  missingToken: 'This link is incomplete. Please open the link from the e-mail again.',
  confirming: 'Confirming your subscription...',
  confirmed: "Your subscription is confirmed. Thank you! You'll receive our newsletter from now on.",
  alreadyConfirmed: 'Your subscription was already confirmed. Nothing more to do.',
  invalidConfirmLink:
    'This confirmation link is invalid or has already been replaced by a newer one. Please subscribe again to get a new link.',
  expiredConfirmLink: 'This confirmation link has expired. Please subscribe again to get a new link.',
  unsubscribing: 'Unsubscribing...',
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  alreadyUnsubscribed: 'This address was already unsubscribed.',
  invalidUnsubscribeLink:
    'This unsubscribe link is invalid. Please use the link from the latest newsletter e-mail.',
} as const;

export const NEWSLETTER_OUTCOMES = [
  'pending',
  'confirmed',
  'already_confirmed',
  'unsubscribed',
  'already_unsubscribed',
] as const;

import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from './constants';
import { EXAMPLE_CAPTCHA } from './examples';
import { requiredString } from './fields';
import { NEWSLETTER_OUTCOMES, NEWSLETTER_SOURCES, NewsletterMessages } from './newsletter-texts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterEmailField = requiredString(NewsletterMessages.emailRequired)
  .max(MAX_EMAIL_LENGTH, NewsletterMessages.emailInvalid)
  .regex(EMAIL_SHAPE, NewsletterMessages.emailInvalid)
  .meta({ examples: ['asha@example.com'] });

/** The newsletter box's field. */
export const NewsletterFormSchema = z.object({ email: newsletterEmailField });
export type NewsletterForm = z.infer<typeof NewsletterFormSchema>;

/** POST /api/v1/newsletter/subscribe, with a solved ALTCHA challenge like the contact form. */
export const NewsletterSubscribeRequestSchema = z.object({
  email: newsletterEmailField,
  source: z.enum(NEWSLETTER_SOURCES, { error: NewsletterMessages.sourceInvalid }),
  captcha: z
    .string({ error: NewsletterMessages.captchaRequired })
    .min(1, NewsletterMessages.captchaRequired)
    .max(4096, NewsletterMessages.captchaRequired)
    .meta({ examples: [EXAMPLE_CAPTCHA] }),
});
export type NewsletterSubscribeRequest = z.infer<typeof NewsletterSubscribeRequestSchema>;

/** POST /api/v1/newsletter/confirm and /unsubscribe: the token from the e-mailed link. */
export const NewsletterTokenRequestSchema = z.object({
  token: z
    .string({ error: NewsletterMessages.missingToken })
    .trim()
    .min(1, NewsletterMessages.missingToken)
    .max(200, NewsletterMessages.missingToken)
    .meta({
      description: 'The token of the e-mailed link',
      examples: ['Vqn02O6C4hzHO7Wtl5T6trV8iKLWAXD3H5LKWa3nqFM'],
    }),
});
export type NewsletterTokenRequest = z.infer<typeof NewsletterTokenRequestSchema>;

export const NewsletterResponseSchema = z.object({
  message: z.string(),
  status: z.enum(NEWSLETTER_OUTCOMES),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;

import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './constants';
import {
  ContactMessages,
  DEFAULT_INQUIRY_TYPE,
  INQUIRY_TYPE_VALUES,
  MAX_COMPANY_LENGTH,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_SUBJECT_LENGTH,
} from './contact-texts';
import { EXAMPLE_CAPTCHA } from './examples';
import { requiredString } from './fields';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 3 contact form fields, as the form holds them. */
export const ContactFormSchema = z.object({
  name: requiredString(ContactMessages.nameRequired).max(MAX_NAME_LENGTH, ContactMessages.nameTooLong),
  email: requiredString(ContactMessages.emailRequired)
    .max(MAX_EMAIL_LENGTH, ContactMessages.emailInvalid)
    .regex(EMAIL_SHAPE, ContactMessages.emailInvalid),
  company: z
    .string({ error: ContactMessages.companyTooLong })
    .trim()
    .max(MAX_COMPANY_LENGTH, ContactMessages.companyTooLong),
  subject: requiredString(ContactMessages.subjectRequired).max(
    MAX_SUBJECT_LENGTH,
    ContactMessages.subjectTooLong,
  ),
  message: requiredString(ContactMessages.messageRequired).max(
    MAX_CONTACT_MESSAGE_LENGTH,
    ContactMessages.messageTooLong,
  ),
  inquiryType: z.enum(INQUIRY_TYPE_VALUES, { error: ContactMessages.inquiryTypeInvalid }),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** POST /api/v1/contact: the form plus a solved ALTCHA challenge (base64 JSON {challenge, solution}). */
export const ContactRequestSchema = ContactFormSchema.extend({
  company: ContactFormSchema.shape.company.optional(),
  inquiryType: ContactFormSchema.shape.inquiryType.default(DEFAULT_INQUIRY_TYPE),
  captcha: z
    .string({ error: ContactMessages.captchaRequired })
    .min(1, ContactMessages.captchaRequired)
    .max(4096, ContactMessages.captchaRequired),
}).meta({
  examples: [
    {
      name: 'Asha Rao',
      email: 'asha@example.com',
      company: 'Acme Traders',
      subject: 'Pricing for 20 tokens',
      message: 'We send about 5,000 order updates a day. Which plan fits?',
      captcha: EXAMPLE_CAPTCHA,
    },
  ],
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

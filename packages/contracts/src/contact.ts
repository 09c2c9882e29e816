import { z } from 'zod';
import { INQUIRY_TYPES } from './constants';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, requiredString } from './fields';

/** Spec 9: the inquiry type values (labels and order in INQUIRY_TYPES of constants.ts). */
export const INQUIRY_TYPE_VALUES = INQUIRY_TYPES.map((t) => t.value) as [InquiryType, ...InquiryType[]];
export type InquiryType = (typeof INQUIRY_TYPES)[number]['value'];
export const DEFAULT_INQUIRY_TYPE: InquiryType = 'general';

export function inquiryTypeLabel(value: InquiryType): string {
  return INQUIRY_TYPES.find((t) => t.value === value)?.label ?? value;
}

export const MAX_COMPANY_LENGTH = 120;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5 (contact form): Full Name, Email Address (email format), Subject and Message required. */
export const ContactMessages = {
  nameRequired: 'Full Name is required',
  nameTooLong: `Full Name must be at most ${MAX_NAME_LENGTH} characters`,
  emailRequired: 'Email Address is required',
  emailInvalid: 'Email Address is invalid',
  companyTooLong: `Company must be at most ${MAX_COMPANY_LENGTH} characters`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${MAX_SUBJECT_LENGTH} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${MAX_CONTACT_MESSAGE_LENGTH} characters`,
  inquiryTypeInvalid: 'Please choose an inquiry type from the list',
  captchaRequired: 'The automatic spam check did not pass. Please try sending your message again.',
  sent: "Thank you for contacting us! Your message has been sent and we'll get back to you within one business day. A confirmation is on its way to your inbox.",
  failed: 'Your message could not be sent. Please try again.',
  rateLimited: 'You have sent several messages in a short time. Please wait a while before sending another.',
} as const;

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
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** The contact form's values and texts, apart from its schemas so pages can use them without zod. */
import { INQUIRY_TYPES, MAX_NAME_LENGTH } from './constants';

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

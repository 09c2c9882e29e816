import { z } from 'zod';
import { ownerUuidField } from './instances';

export const CompanyMessages = {
  found: 'Company Found',
  notFound: 'Company Not Found',
  updated: 'Company Details Updated',
  nameRequired: 'Company name is required',
  emailInvalid: 'Company email is invalid',
  websiteInvalid: 'Website must be a valid http(s) address',
  contactInvalid: 'Contact number may contain digits, spaces, +, - and parentheses only',
} as const;

export const CompanySchema = z.object({
  company_name: z.string(),
  address: z.string(),
  contact_number: z.string(),
  company_email: z.string(),
  company_website: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyFetchResponseSchema = z.object({ message: z.string(), result: z.array(CompanySchema) });

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** A website typed without its scheme ("acme.example") is taken as https, as browsers do. */
const withScheme = (website: string) =>
  website === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(website) ? website : `https://${website}`;

export const CompanyUpdateRequestSchema = z.object({
  uuid: ownerUuidField,
  company_name: z
    .string({ error: CompanyMessages.nameRequired })
    .trim()
    .min(1, CompanyMessages.nameRequired)
    .max(120)
    .meta({ examples: ['Acme Traders'] }),
  address: optionalText(300),
  contact_number: optionalText(30).refine((v) => /^[\d\s+()-]*$/.test(v), CompanyMessages.contactInvalid),
  company_email: optionalText(254).refine(
    (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    CompanyMessages.emailInvalid,
  ),
  company_website: optionalText(200)
    .transform(withScheme)
    .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), CompanyMessages.websiteInvalid),
});
export type CompanyUpdateRequest = z.infer<typeof CompanyUpdateRequestSchema>;

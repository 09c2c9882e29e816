import { ContactFormSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { obtainCaptcha } from '../../lib/captcha';
import { contactApi } from './api';

/**
 * What the contact form needs only once the visitor submits: the field rules (zod), the spam
 * check and the API call. Loaded then, so the page itself starts without them.
 */
export const contactResolver = zodResolver(ContactFormSchema);

export { contactApi, obtainCaptcha };

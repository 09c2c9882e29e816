import { NewsletterFormSchema, NewsletterMessages, type NewsletterSource } from '@chatgate/contracts';
import { errorMessage } from '../../lib/api-error';
import { obtainCaptcha } from '../../lib/captcha';
import { newsletterApi } from './api';

export type SubscribeOutcome = { ok: true; message: string } | { ok: false; message: string; field?: true };

/**
 * Checks the address, solves the spam check and subscribes. Loaded when a visitor first submits,
 * so the pages carrying the newsletter box do not download the validation and captcha code.
 */
export async function subscribe(email: string, source: NewsletterSource): Promise<SubscribeOutcome> {
  const checked = NewsletterFormSchema.safeParse({ email });
  if (!checked.success) {
    return {
      ok: false,
      field: true,
      message: checked.error.issues[0]?.message ?? NewsletterMessages.emailInvalid,
    };
  }
  try {
    const captcha = await obtainCaptcha();
    const { message } = await newsletterApi.subscribe({ email: checked.data.email, source, captcha });
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: errorMessage(error, NewsletterMessages.failed) };
  }
}

import { type ContactForm, ContactMessages } from '@chatgate/contracts';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';

export type ContactPhase = 'idle' | 'verifying' | 'sending';
export type ContactOutcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * Sends the form: solves the spam check (an ALTCHA proof of work, about a second, no puzzle to
 * do), then posts. Resolves true when the message was sent.
 */
export function useContactSubmit() {
  const [phase, setPhase] = useState<ContactPhase>('idle');
  const [outcome, setOutcome] = useState<ContactOutcome>(null);

  const submit = async (form: ContactForm): Promise<boolean> => {
    setOutcome(null);
    try {
      setPhase('verifying');
      const { contactApi, obtainCaptcha } = await import('./contact-checks');
      const captcha = await obtainCaptcha();
      setPhase('sending');
      const { message } = await contactApi.send({ ...form, captcha });
      setOutcome({ tone: 'success', message });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, ContactMessages.failed) });
      return false;
    } finally {
      setPhase('idle');
    }
  };

  return { submit, phase, outcome, clearOutcome: () => setOutcome(null) };
}

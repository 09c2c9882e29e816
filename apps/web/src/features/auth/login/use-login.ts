import { type LoginForm, LoginMessages } from '@chatgate/contracts';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { obtainCaptcha } from '../../../lib/captcha';
import { useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session-context';

export type LoginPhase = 'idle' | 'submitting' | 'verifying';

/**
 * Signs in and goes to the dashboard. When the server asks for a captcha, solves one in the
 * browser (phase "verifying") and sends the login again; later attempts solve it up front.
 */
export function useLogin(onError: (message: string) => void) {
  const { login } = useSession();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<LoginPhase>('idle');
  const captchaNeeded = useRef(false);

  const solveCaptcha = async () => {
    setPhase('verifying');
    try {
      return await obtainCaptcha();
    } finally {
      setPhase('submitting');
    }
  };

  const submit = async ({ emailOrUsername, password }: LoginForm) => {
    setPhase('submitting');
    try {
      const username = emailOrUsername.trim();
      let captcha = captchaNeeded.current ? await solveCaptcha() : undefined;
      let outcome = await login({ username, password, captcha });
      if (!outcome.ok && outcome.captchaRequired && !captcha) {
        captchaNeeded.current = true;
        captcha = await solveCaptcha();
        outcome = await login({ username, password, captcha });
      }
      if (outcome.ok) {
        navigate('/dashboard', { replace: true });
        return;
      }
      onError(outcome.message);
    } catch (error) {
      onError(errorMessage(error, LoginMessages.failedRetry));
    } finally {
      setPhase('idle');
    }
  };

  return { submit, phase };
}

import { type SignupForm, SignupMessages } from '@chatgate/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useNavigate } from '../../../lib/router';
import { owedWelcome } from '../../../lib/welcome';
import { authApi } from '../api';
import { isSignupSuccess, SIGNUP_SUCCESS_URL, toSignupRequest } from '../auth-rules';

/** Creates the account, then goes to the login page with the success notice (spec 2.4, 8). */
export function useSignup() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: SignupForm) => {
    setFailure(null);
    try {
      const response = await authApi.signup(toSignupRequest(values));
      if (isSignupSuccess(response)) {
        owedWelcome();
        navigate(SIGNUP_SUCCESS_URL);
      } else setFailure(response?.message || SignupMessages.failed);
    } catch (error) {
      setFailure(errorMessage(error, SignupMessages.failed));
    }
  };

  return { submit, failure, clearFailure: () => setFailure(null) };
}

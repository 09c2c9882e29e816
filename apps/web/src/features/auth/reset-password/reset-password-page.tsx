import { ResetMessages } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/button-link';
import { LoadingText } from '../../../components/loading-text';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useSearchParams } from '../../../lib/router';
import { authApi } from '../api';
import { AuthCard, AuthIcon } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { ResetPasswordForm } from './reset-password-form';

/** One title for every state of the page, so the tab never falls back to the site's default. */
const PAGE = {
  title: 'Reset password | Chatgate',
  description: 'Choose a new password for your Chatgate account with the code from your e-mail.',
  noIndex: true,
};

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard
      page={PAGE}
      icon={
        <AuthIcon tone="error">
          <TriangleExclamationPoint aria-hidden="true" className="size-7" />
        </AuthIcon>
      }
      title="Reset link not valid"
      subtitle={<span role="alert">{message}</span>}
    >
      <ButtonLink to="/auth/forgot-password" size="lg" fullWidth>
        Request a new reset link
      </ButtonLink>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [done, setDone] = useState(false);
  // A used or expired link says so at once, not after the code is typed.
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => authApi.checkResetLink(token ?? '', signal),
    enabled: Boolean(token) && !done,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (!token) return <InvalidLink message={ResetMessages.missingToken} />;
  // Refused in words (400, or 429 after too many wrong codes); an unreachable server leaves the form.
  if (isApiError(link.error) && link.error.status < 500) {
    return <InvalidLink message={errorMessage(link.error, ResetMessages.missingToken)} />;
  }
  if (link.isPending && !done) {
    return (
      <AuthCard page={PAGE} title="Reset your password">
        <LoadingText className="justify-center" />
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        page={PAGE}
        focusTitle
        icon={
          <AuthIcon>
            <CircleCheck aria-hidden="true" className="size-7" />
          </AuthIcon>
        }
        title="Password Reset Successful"
        subtitle="Your password has been changed. You can now sign in with your new password."
      >
        <ButtonLink to="/auth" size="lg" fullWidth>
          Continue to Login
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      page={PAGE}
      title="Reset your password"
      subtitle="Enter the 6-digit code from your email and choose a new password."
      footer={
        <p>
          Remembered it? <TextLink to="/auth">Back to Login</TextLink>
        </p>
      }
    >
      <ResetPasswordForm token={token} onSuccess={() => setDone(true)} />
    </AuthCard>
  );
}

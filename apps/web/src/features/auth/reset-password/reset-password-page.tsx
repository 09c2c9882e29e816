import { ResetMessages } from '@chatgate/contracts';
import { CircleCheck, TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { AuthCard, AuthIcon } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { ResetPasswordForm } from './reset-password-form';

/** One title for every state of the page, so the tab never falls back to the site's default. */
const PAGE = {
  title: 'Reset password | Chatgate',
  description: 'Choose a new password for your Chatgate account with the code from your e-mail.',
  noIndex: true,
};

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <AuthCard
        page={PAGE}
        icon={
          <AuthIcon tone="error">
            <TriangleExclamationPoint aria-hidden="true" className="size-7" />
          </AuthIcon>
        }
        title="Reset link not valid"
        subtitle={<span role="alert">{ResetMessages.missingToken}</span>}
      >
        <ButtonLink to="/auth/forgot-password" size="lg" fullWidth>
          Request a new reset link
        </ButtonLink>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        page={PAGE}
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

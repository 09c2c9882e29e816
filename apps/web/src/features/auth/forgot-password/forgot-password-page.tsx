import { type ForgotPasswordForm, ForgotPasswordFormSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { authApi } from '../api';
import { isResetLinkSent } from '../auth-rules';
import { AuthCard, AuthIcon } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { CheckEmailView } from './check-email-view';

/** The page's title in both of its states: the form and Check Your Email. */
const PAGE = {
  title: 'Forgot password | Chatgate',
  description: 'Reset the password of your Chatgate account: we e-mail you a code.',
  noIndex: true,
};

interface Sent {
  email: string;
  message: string;
}

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<Sent | null>(null);
  const { register, handleSubmit, formState, clearErrors } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ email }: ForgotPasswordForm) => {
    try {
      const { message } = await authApi.requestPasswordReset(email);
      if (isResetLinkSent(message)) setSent({ email, message });
      else console.error('Password reset request failed:', message);
    } catch (error) {
      // Spec 8: forgot-password failures are only logged.
      console.error('Password reset request failed:', error);
    }
  };

  if (sent)
    return (
      <CheckEmailView
        page={PAGE}
        email={sent.email}
        message={sent.message}
        onSendAnother={() => setSent(null)}
      />
    );

  return (
    <AuthCard
      page={PAGE}
      icon={
        <AuthIcon>
          <KeyRound aria-hidden="true" className="size-7" />
        </AuthIcon>
      }
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we'll send you a reset link and a one-time code."
      footer={
        <p>
          Remembered it? <TextLink to="/auth">Back to Login</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Sending Reset Link...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}

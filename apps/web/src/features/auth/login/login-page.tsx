import { LOGIN_ERROR_BANNER_MS, type LoginForm, LoginFormSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { CountdownAlert } from '../../../components/countdown-alert';
import { PasswordInput } from '../../../components/password-input';
import { TextField } from '../../../components/text-field';
import { Link, useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session-context';
import { AuthCard } from '../components/auth-card';
import { TermsLabel } from '../components/terms-label';
import { TextLink } from '../components/text-link';
import { type LoginPhase, useLogin } from './use-login';

/** Validation shows only the first failure, in this order (spec 5). */
const FIELD_ORDER = ['emailOrUsername', 'password', 'acceptTerms'] as const;

const BUTTON_TEXT: Record<LoginPhase, string> = {
  idle: 'Sign In',
  submitting: 'Signing in...',
  verifying: "Verifying you're human...",
};

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const notice = searchParams.get('message');
  const [banner, setBanner] = useState<{ id: number; message: string } | null>(null);
  const showError = useCallback(
    (message: string) => setBanner((previous) => ({ id: (previous?.id ?? 0) + 1, message })),
    [],
  );
  const hideError = useCallback(() => setBanner(null), []);
  const { submit, phase } = useLogin(showError);
  const { user } = useSession();
  const signedInAs = user?.username ?? null;

  const { register, handleSubmit, control, formState } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { emailOrUsername: '', password: '', acceptTerms: false },
  });
  const { errors } = formState;
  const userErrorId = useId();
  const passwordErrorId = useId();

  const onInvalid = (fieldErrors: FieldErrors<LoginForm>) => {
    const first = FIELD_ORDER.map((name) => fieldErrors[name]?.message).find(Boolean);
    if (first) showError(first);
  };

  return (
    <AuthCard
      page={{
        title: 'Log in | Chatgate',
        description:
          'Log in to your Chatgate dashboard to manage your WhatsApp API tokens, QR sessions, API keys, webhooks and billing.',
      }}
      title="Welcome back"
      subtitle="Sign in to manage your tokens, QR sessions and API keys."
      footer={
        <div className="space-y-3">
          <p>
            Don't have an account? <TextLink to="/auth/signup">Start your free trial</TextLink>
          </p>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded text-slate-500 hover:text-slate-700"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to home
          </Link>
        </div>
      }
    >
      <div className="mb-5 space-y-3 empty:hidden">
        {signedInAs && (
          <Alert tone="info" title={`You are signed in as ${signedInAs}`}>
            <p>
              <TextLink to="/dashboard">Go to your dashboard</TextLink>, or sign in below as someone else.
            </p>
          </Alert>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        {banner && (
          <CountdownAlert
            key={banner.id}
            data-testid="login-error"
            message={banner.message}
            durationMs={LOGIN_ERROR_BANNER_MS}
            onDismiss={hideError}
          />
        )}
      </div>
      <form noValidate onSubmit={handleSubmit(submit, onInvalid)} className="space-y-5">
        <TextField
          label="Email or Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={Boolean(errors.emailOrUsername) || undefined}
          aria-describedby={errors.emailOrUsername ? userErrorId : undefined}
          {...register('emailOrUsername')}
        />
        {/* The banner says it for a few seconds (spec 5); the field keeps saying it to screen readers. */}
        <FieldReason id={userErrorId} message={errors.emailOrUsername?.message} />
        <div>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password) || undefined}
            aria-describedby={errors.password ? passwordErrorId : undefined}
            {...register('password')}
          />
          <FieldReason id={passwordErrorId} message={errors.password?.message} />
          <div className="mt-2 flex justify-end">
            <TextLink to="/auth/forgot-password" className="text-sm">
              Forgot password?
            </TextLink>
          </div>
        </div>
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field }) => (
            <CheckboxField
              name={field.name}
              label={<TermsLabel />}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Button type="submit" size="lg" fullWidth loading={phase !== 'idle'}>
          {BUTTON_TEXT[phase]}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Why a field is marked invalid, for screen readers only (the page shows it in the banner). */
function FieldReason({ id, message }: { id: string; message?: string }) {
  return (
    <span id={id} className="sr-only">
      {message}
    </span>
  );
}

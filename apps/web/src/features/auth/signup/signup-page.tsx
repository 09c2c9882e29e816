import { type SignupForm, SignupFormSchema, TRIAL_DAYS } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { PasswordInput } from '../../../components/password-input';
import { TextField } from '../../../components/text-field';
import { AuthCard } from '../components/auth-card';
import { ConfirmPasswordInput } from '../components/confirm-password-input';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { TermsLabel } from '../components/terms-label';
import { TextLink } from '../components/text-link';
import { AvailabilityHint } from './availability-hint';
import { useSignup } from './use-signup';

const STRENGTH_ID = 'signup-password-strength';

export function SignupPage() {
  const { submit, failure, clearFailure } = useSignup();
  const { register, handleSubmit, control, watch, clearErrors, formState } = useForm<SignupForm>({
    resolver: zodResolver(SignupFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      acceptMarketing: false,
    },
  });
  const { errors, isSubmitting } = formState;
  const [email, username, password, confirmPassword] = watch([
    'email',
    'username',
    'password',
    'confirmPassword',
  ]);

  /** Registers a field whose error clears as soon as it is edited (spec 5). */
  const field = (name: Exclude<keyof SignupForm, 'acceptTerms' | 'acceptMarketing'>) =>
    register(name, { onChange: () => clearErrors(name) });

  return (
    <AuthCard
      page={{
        title: 'Sign up: 7-day free trial | Chatgate',
        description:
          'Create your Chatgate account and start a 7-day free trial of the WhatsApp messaging API. No credit card required.',
      }}
      width="lg"
      title="Start your free trial"
      subtitle={`${TRIAL_DAYS} days of full access with one token. No credit card required.`}
      footer={
        <p>
          Already have an account? <TextLink to="/auth">Sign in</TextLink>
        </p>
      }
    >
      {failure && (
        <Alert tone="error" className="mb-5" onDismiss={clearFailure}>
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...field('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...field('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          hint={<AvailabilityHint kind="email" value={email} />}
          {...field('email')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          hint={<AvailabilityHint kind="username" value={username} />}
          {...field('username')}
        />
        <div>
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            aria-describedby={STRENGTH_ID}
            error={errors.password?.message}
            {...field('password')}
          />
          <PasswordStrengthMeter id={STRENGTH_ID} password={password} />
        </div>
        <ConfirmPasswordInput
          password={password}
          confirmation={confirmPassword}
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
        <div className="space-y-3">
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field: box, fieldState }) => (
              <CheckboxField
                name={box.name}
                label={<TermsLabel />}
                checked={box.value}
                onCheckedChange={(checked) => {
                  box.onChange(checked);
                  clearErrors('acceptTerms');
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="acceptMarketing"
            render={({ field: box }) => (
              <CheckboxField
                name={box.name}
                label="Send me product news and tips by email (optional)"
                checked={box.value}
                onCheckedChange={box.onChange}
              />
            )}
          />
        </div>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}

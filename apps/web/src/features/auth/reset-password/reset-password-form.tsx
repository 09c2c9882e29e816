import {
  ResetMessages,
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetValues,
} from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/field-error';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api-error';
import { authApi } from '../api';
import { isResetSuccess } from '../auth-rules';
import { ConfirmPasswordInput } from '../components/confirm-password-input';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { OtpInput } from './otp-input';
import { ResendOtpButton } from './resend-otp-button';

const OTP_LABEL_ID = 'reset-otp-label';
const OTP_ERROR_ID = 'reset-otp-error';
const STRENGTH_ID = 'reset-password-strength';
/** The fields top to bottom: the first invalid one gets focus (react-hook-form goes by when each registered). */
const FIELD_ORDER = ['otp', 'newPassword', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  token: string;
  onSuccess: () => void;
}

export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [resendNotice, setResendNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, control, watch, clearErrors, setFocus, formState } = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const [newPassword, confirmPassword] = watch(['newPassword', 'confirmPassword']);

  const onSubmit = async ({ otp, newPassword: password }: ResetValues) => {
    setFailure(null);
    try {
      const response = await authApi.resetPassword(token, { password, otp });
      if (isResetSuccess(response)) onSuccess();
      else setFailure(response?.message || ResetMessages.failed);
    } catch (error) {
      setFailure(errorMessage(error, ResetMessages.failed));
    }
  };

  const onInvalid = (invalid: FieldErrors<ResetValues>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="space-y-5">
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {resendNotice && (
        <Alert tone={resendNotice.ok ? 'success' : 'error'} onDismiss={() => setResendNotice(null)}>
          {resendNotice.message}
        </Alert>
      )}
      <div>
        <div className="mb-1.5 flex items-center justify-between gap-3">
          <span id={OTP_LABEL_ID} className="font-medium text-slate-700 text-sm">
            Verification code
          </span>
          <ResendOtpButton token={token} onResult={setResendNotice} />
        </div>
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <OtpInput
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                clearErrors('otp');
              }}
              invalid={Boolean(errors.otp)}
              labelledBy={OTP_LABEL_ID}
              describedBy={errors.otp ? OTP_ERROR_ID : undefined}
            />
          )}
        />
        <FieldError id={OTP_ERROR_ID} message={errors.otp?.message} />
      </div>
      <div>
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          aria-describedby={STRENGTH_ID}
          error={errors.newPassword?.message}
          {...register('newPassword', { onChange: () => clearErrors('newPassword') })}
        />
        <PasswordStrengthMeter id={STRENGTH_ID} password={newPassword} />
      </div>
      <ConfirmPasswordInput
        password={newPassword}
        confirmation={confirmPassword}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  );
}

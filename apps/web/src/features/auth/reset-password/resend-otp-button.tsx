import { GenericMessages, ResetMessages } from '@chatgate/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { authApi } from '../api';

interface ResendOtpButtonProps {
  token: string;
  onResult: (result: { ok: boolean; message: string }) => void;
}

/** Asks the server for a fresh OTP and reports its message. */
export function ResendOtpButton({ token, onResult }: ResendOtpButtonProps) {
  const resend = useMutation({
    mutationFn: () => authApi.resendOtp(token),
    onSuccess: ({ message }) => onResult({ ok: true, message: message || ResetMessages.otpResent }),
    onError: (error) => onResult({ ok: false, message: errorMessage(error, GenericMessages.internal) }),
  });

  return (
    <button
      type="button"
      onClick={() => resend.mutate()}
      disabled={resend.isPending}
      className="rounded font-semibold text-emerald-700 text-sm hover:text-emerald-800 hover:underline disabled:cursor-wait disabled:opacity-60"
    >
      {resend.isPending ? 'Sending...' : 'Resend OTP'}
    </button>
  );
}

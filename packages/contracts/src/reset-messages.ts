/** Password reset texts (spec 5 and 8), word for word. */
export const ResetMessages = {
  otpRequired: 'OTP is required',
  otpInvalid: 'OTP must be 6 digits',
  newPasswordRequired: 'New password is required',
  missingToken: 'Invalid or missing reset token. Please request a new password reset.',
  linkValid: 'The reset link is valid',
  failed: 'Password reset failed. Please try again.',
  success: 'Password reset successfully',
  wrongOtp: 'The OTP is incorrect. Please check the code we sent you.',
  tooManyOtpAttempts: 'Too many incorrect OTP attempts. Please request a new password reset.',
  resetLinkSent: 'If an account matches, a reset link and OTP have been sent to its email address.',
  otpResent: 'A new OTP has been sent to your email address.',
  rateLimited: 'Too many password reset requests from your address. Please wait a while and try again.',
} as const;

import { z } from 'zod';
import { emailField, otpPattern, requiredString, strongPasswordField, usernameField } from './fields';
import { LoginMessages } from './login-messages';
import { ResetMessages } from './reset-messages';
import { SignupMessages } from './signup-messages';

/** Login form (spec 2.4, 5): the first failure, in this order, is what the user sees. */
export const LoginFormSchema = z.object({
  emailOrUsername: requiredString(LoginMessages.usernameRequired),
  password: z.string().min(1, LoginMessages.passwordRequired),
  acceptTerms: z.boolean().refine((v) => v, LoginMessages.acceptTerms),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const SignupFormSchema = z
  .object({
    firstName: requiredString(SignupMessages.firstNameRequired),
    lastName: requiredString(SignupMessages.lastNameRequired),
    email: emailField,
    username: usernameField,
    password: strongPasswordField(SignupMessages.passwordRequired),
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((v) => v, SignupMessages.acceptTerms),
    acceptMarketing: z.boolean(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: SignupMessages.passwordsDoNotMatch,
  });
export type SignupForm = z.infer<typeof SignupFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

export const ResetPasswordFormSchema = z
  .object({
    otp: requiredString(ResetMessages.otpRequired).regex(otpPattern, ResetMessages.otpInvalid),
    newPassword: strongPasswordField(ResetMessages.newPasswordRequired),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: SignupMessages.passwordsDoNotMatch,
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

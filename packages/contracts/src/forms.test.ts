import { describe, expect, it } from 'vitest';
import { LoginFormSchema, ResetPasswordFormSchema, SignupFormSchema } from './forms';
import { LoginMessages } from './login-messages';
import { ResetMessages } from './reset-messages';
import { SignupMessages } from './signup-messages';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('login form (spec 5: first failure in order)', () => {
  it('reports username, then password, then terms', () => {
    expect(
      firstMessage(LoginFormSchema.safeParse({ emailOrUsername: ' ', password: '', acceptTerms: false })),
    ).toBe(LoginMessages.usernameRequired);
    expect(
      firstMessage(LoginFormSchema.safeParse({ emailOrUsername: 'a', password: '', acceptTerms: false })),
    ).toBe(LoginMessages.passwordRequired);
    expect(
      firstMessage(LoginFormSchema.safeParse({ emailOrUsername: 'a', password: 'p', acceptTerms: false })),
    ).toBe(LoginMessages.acceptTerms);
    expect(
      LoginFormSchema.safeParse({ emailOrUsername: 'a', password: 'p', acceptTerms: true }).success,
    ).toBe(true);
  });
});

describe('signup form (spec 5)', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    password: 'Str0ng!pass',
    confirmPassword: 'Str0ng!pass',
    acceptTerms: true,
    acceptMarketing: false,
  };
  it.each([
    [{ firstName: '' }, SignupMessages.firstNameRequired],
    [{ lastName: '' }, SignupMessages.lastNameRequired],
    [{ email: '' }, SignupMessages.emailRequired],
    [{ email: 'ada@' }, SignupMessages.emailInvalid],
    [{ username: '' }, SignupMessages.usernameRequired],
    [{ username: 'ad' }, SignupMessages.usernameTooShort],
    [{ password: '', confirmPassword: '' }, SignupMessages.passwordRequired],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, SignupMessages.passwordTooShort],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, SignupMessages.passwordTooWeak],
    [{ confirmPassword: 'other' }, SignupMessages.passwordsDoNotMatch],
    [{ acceptTerms: false }, SignupMessages.acceptTerms],
  ])('%j -> %s', (change, message) => {
    const result = SignupFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('accepts a complete form', () => expect(SignupFormSchema.safeParse(valid).success).toBe(true));
});

describe('reset form (spec 5)', () => {
  it.each([
    [{ otp: '' }, ResetMessages.otpRequired],
    [{ otp: '12a456' }, ResetMessages.otpInvalid],
    [{ newPassword: '', confirmPassword: '' }, ResetMessages.newPasswordRequired],
    [{ confirmPassword: 'x' }, SignupMessages.passwordsDoNotMatch],
  ])('%j -> %s', (change, message) => {
    const form = { otp: '123456', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', ...change };
    expect(ResetPasswordFormSchema.safeParse(form).error?.issues.map((i) => i.message)).toContain(message);
  });
});

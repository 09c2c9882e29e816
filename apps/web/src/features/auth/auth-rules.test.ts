import { SignupMessages } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import {
  isResetLinkSent,
  isResetSuccess,
  isSignupSuccess,
  SIGNUP_SUCCESS_URL,
  toSignupRequest,
} from './auth-rules';

describe('auth rules', () => {
  it('builds the signup payload: joined name, empty mobile, and the product-news choice', () => {
    const request = toSignupRequest({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.org',
      username: 'asha',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      acceptTerms: true,
      acceptMarketing: true,
    });
    expect(request).toEqual({
      name: 'Asha Rao',
      username: 'asha',
      email: 'asha@example.org',
      mobile: '',
      password: 'Secret#123',
      acceptMarketing: true,
    });
  });

  it('recognises success answers', () => {
    expect(isSignupSuccess({ success: true, message: 'x' })).toBe(true);
    expect(isSignupSuccess({ message: SignupMessages.created })).toBe(true);
    expect(isSignupSuccess({ success: false, message: 'Username taken' })).toBe(false);
    expect(isResetSuccess({ message: 'Password reset successfully' })).toBe(true);
    expect(isResetSuccess({ success: false, message: 'Wrong OTP' })).toBe(false);
    expect(isResetLinkSent('Reset link sent')).toBe(true);
    expect(isResetLinkSent(undefined)).toBe(false);
  });

  it('carries the signup notice as an encoded query parameter', () => {
    const url = new URL(SIGNUP_SUCCESS_URL, 'http://x');
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('message')).toBe('Account created successfully! Please log in.');
  });
});

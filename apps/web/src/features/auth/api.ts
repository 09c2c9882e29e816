import {
  AvailabilityResponseSchema,
  MessageResponseSchema,
  type ResetPasswordRequest,
  type SignupRequest,
} from '@chatgate/contracts';
import { api } from '../../lib/api-client';

/** Signup and reset answer with success and/or message (spec 7.1). */
export interface OutcomeResponse {
  success?: boolean;
  message?: string;
}

export const authApi = {
  signup: (request: SignupRequest) => api.post<OutcomeResponse>('/auth/signup', request),

  checkUsername: (username: string, signal?: AbortSignal) =>
    api.post('/auth/chkusername', { username }, { schema: AvailabilityResponseSchema, signal }),

  checkEmail: (email: string, signal?: AbortSignal) =>
    api.post('/auth/chkemail', { email }, { schema: AvailabilityResponseSchema, signal }),

  /** The forgot-password screen sends the typed email as `username`. */
  requestPasswordReset: (email: string) =>
    api.post('/auth/rePass', { username: email }, { schema: MessageResponseSchema }),

  /** 400 (in words) once the link is used, expired or never was. */
  checkResetLink: (token: string, signal?: AbortSignal) =>
    api.get(`/auth/reset-password/${encodeURIComponent(token)}`, { schema: MessageResponseSchema, signal }),

  resetPassword: (token: string, request: ResetPasswordRequest) =>
    api.post<OutcomeResponse>(`/auth/reset-password/${encodeURIComponent(token)}`, request),

  resendOtp: (token: string) => api.post('/auth/resendOtp', { token }, { schema: MessageResponseSchema }),
};

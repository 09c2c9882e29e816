import {
  CaptchaChallengeSchema,
  type FetchUserResponse,
  FetchUserResponseSchema,
  type LoginRequest,
  LoginResponseSchema,
  MessageResponseSchema,
} from '@chatgate/contracts';
import { api } from './api-client';

/** The calls the session layer makes (spec 7.1). */
export const sessionApi = {
  login: (request: LoginRequest) => api.post('/auth/login', request, { schema: LoginResponseSchema }),

  /** At login the spec sends the new token in the body and an auth-token header. */
  fetchUserWithToken: (token: string): Promise<FetchUserResponse> =>
    api.post(
      '/auth/fetchUser',
      { Token: token },
      {
        token,
        headers: { 'auth-token': token },
        schema: FetchUserResponseSchema,
        ignoreUnauthorized: true,
      },
    ),

  /** The signed-in user's profile, with the stored bearer token. */
  fetchCurrentUser: (signal?: AbortSignal): Promise<FetchUserResponse> =>
    api.post('/auth/fetchUser', undefined, { schema: FetchUserResponseSchema, signal }),

  /** Revokes the session on the server. */
  logout: () =>
    api.post('/auth/logout', undefined, { schema: MessageResponseSchema, ignoreUnauthorized: true }),

  captcha: () => api.get('/auth/captcha', { schema: CaptchaChallengeSchema }),
};

export type SessionApi = typeof sessionApi;

import {
  AvailabilityResponseSchema,
  CaptchaChallengeSchema,
  CheckEmailRequestSchema,
  CheckUsernameRequestSchema,
  FetchUserRequestSchema,
  FetchUserResponseSchema,
  FetchUsersResponseSchema,
  LoginRequestSchema,
  LoginSessionSchema,
  MessageResponseSchema,
  RePassRequestSchema,
  ResendOtpRequestSchema,
  ResetPasswordRequestSchema,
  ResetTokenParamsSchema,
  SessionMessages,
  SignupMessages,
  SignupRequestSchema,
  SuccessResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/app-error';
import { bearerToken } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { countedBy, type RateLimiter } from '../../http/rate-limit';
import { ensureTrialToken } from '../instances/instances.service';
import { type ConfirmationDeps, requestConfirmation } from '../newsletter/newsletter.service';
import * as users from '../users/users.service';
import type { AddressLimit } from './address-limit';
import type { Captcha } from './captcha.service';
import { type LoginDeps, login } from './login.service';
import {
  checkResetLink,
  type ResetDeps,
  requestReset,
  resendOtp,
  resetPassword,
} from './password-reset.service';
import { closeSession, resolveSession } from './sessions.service';

export interface AuthRouteDeps {
  db: Db;
  captcha: Captcha;
  login: LoginDeps;
  reset: ResetDeps;
  /** For the signup form's product-news box, which asks for the newsletter's confirmation mail. */
  newsletter: ConfirmationDeps;
  /** Sign-ups per client address: each one costs a password hash and a free trial token. */
  signupLimit: AddressLimit;
  /** Password-reset mails per client address: rePass and resendOtp share it. */
  resetLimit: AddressLimit;
  /**
   * Username and email availability checks per client address (they share it): each answer
   * tells whether an account exists, so asking about a list of addresses is slowed down.
   */
  availabilityLimiter: RateLimiter;
}

/** The calls made before signing in never answer 401 or 403. */
const publicErrors = errorResponses(400, 429);

/** Spec 7.1: accounts, sign-in, password reset and the user list, under /api/v1/auth. */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const availabilityCounted = countedBy(deps.availabilityLimiter, (request) => request.ip);
  const { db } = deps;
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });

  app.post(
    '/signup',
    {
      ...deps.signupLimit,
      schema: {
        operationId: 'signUp',
        summary: 'Create an account',
        description:
          'Creates the user and its trial token; with `acceptMarketing` it also asks for the newsletter (a confirmation mail follows).',
        security: [],
        tags: ['auth'],
        body: SignupRequestSchema,
        response: { 201: SuccessResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await users.registerUser(db, request.body);
      await ensureTrialToken(db, user.id);
      if (request.body.acceptMarketing) {
        // The account exists by now: a failed newsletter request must not turn the signup into an error.
        await requestConfirmation(deps.newsletter, user.email, 'signup').catch((error: unknown) =>
          request.log.error({ err: error }, 'newsletter request at signup failed'),
        );
      }
      return reply.status(201).send({ success: true, message: SignupMessages.created });
    },
  );

  app.post(
    '/chkusername',
    {
      ...availabilityCounted,
      schema: {
        operationId: 'checkUsername',
        summary: 'Check whether a username is free',
        security: [],
        tags: ['auth'],
        body: CheckUsernameRequestSchema,
        response: { 200: AvailabilityResponseSchema, ...publicErrors },
      },
    },
    async (request) => {
      const taken = await users.isUsernameTaken(db, request.body.username);
      return {
        available: !taken,
        message: taken ? SignupMessages.usernameTaken : SignupMessages.usernameAvailable,
      };
    },
  );

  app.post(
    '/chkemail',
    {
      ...availabilityCounted,
      schema: {
        operationId: 'checkEmail',
        summary: 'Check whether an e-mail address is free',
        security: [],
        tags: ['auth'],
        body: CheckEmailRequestSchema,
        response: { 200: AvailabilityResponseSchema, ...publicErrors },
      },
    },
    async (request) => {
      const taken = await users.isEmailTaken(db, request.body.email);
      return {
        available: !taken,
        message: taken ? SignupMessages.emailTaken : SignupMessages.emailAvailable,
      };
    },
  );

  app.get(
    '/captcha',
    {
      schema: {
        operationId: 'getCaptcha',
        summary: 'Get a captcha challenge',
        description: 'A proof-of-work challenge (ALTCHA) whose solution the sign-up form sends.',
        security: [],
        tags: ['auth'],
        response: { 200: CaptchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.captcha.challenge();
    },
  );

  app.post(
    '/login',
    {
      schema: {
        operationId: 'logIn',
        summary: 'Sign in',
        description:
          "Answers the session token (`Token`) the dashboard's calls send as `Authorization: Bearer <token>`.",
        security: [],
        tags: ['auth'],
        body: LoginRequestSchema,
        response: { 200: LoginSessionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => login(deps.login, request.body, client(request)),
  );

  app.post(
    '/fetchUser',
    {
      schema: {
        operationId: 'getCurrentUser',
        summary: 'Get the signed-in user',
        description:
          "The session's user. The session token is normally the bearer header; right after sign-in it may also come as the `auth-token` header or `Token` in the body.",
        security: [{ session: [] }],
        tags: ['auth'],
        body: FetchUserRequestSchema,
        response: { 200: FetchUserResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      // Normally the bearer header; right after login the spec sends the token in the body and an auth-token header.
      const headerToken = request.headers['auth-token'];
      const token =
        bearerToken(request) ??
        (typeof headerToken === 'string' ? headerToken : null) ??
        request.body?.Token ??
        null;
      const session = token ? await resolveSession(db, token) : null;
      if (!session) throw unauthorized(SessionMessages.unauthorized);
      return users.userProfile(db, session.id);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'logOut',
        summary: 'Sign out (end the session)',
        tags: ['auth'],
        response: { 200: MessageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (request.user) await closeSession(db, request.user.sessionId);
      return { message: SessionMessages.loggedOut };
    },
  );

  app.post(
    '/rePass',
    {
      ...deps.resetLimit,
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Ask for a password reset mail',
        description:
          'Mails a reset link and a one-time code when the username or e-mail matches an account; the answer is the same either way.',
        security: [],
        tags: ['auth'],
        body: RePassRequestSchema,
        response: { 200: MessageResponseSchema, ...publicErrors },
      },
    },
    async (request) => requestReset(deps.reset, request.body.username),
  );

  app.get(
    '/reset-password/:token',
    {
      schema: {
        operationId: 'checkPasswordResetLink',
        summary: 'Check a password reset link',
        security: [],
        tags: ['auth'],
        params: ResetTokenParamsSchema,
        response: { 200: MessageResponseSchema, ...publicErrors },
      },
    },
    async (request) => checkResetLink(deps.reset, request.params.token),
  );

  app.post(
    '/reset-password/:token',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset link and its code',
        description: 'The link works once; every session of the account ends.',
        security: [],
        tags: ['auth'],
        params: ResetTokenParamsSchema,
        body: ResetPasswordRequestSchema,
        response: { 200: SuccessResponseSchema, ...publicErrors },
      },
    },
    async (request) => resetPassword(deps.reset, request.params.token, request.body),
  );

  app.post(
    '/resendOtp',
    {
      ...deps.resetLimit,
      schema: {
        operationId: 'resendPasswordResetCode',
        summary: 'Send a new one-time code for an open reset',
        description: 'Mails a fresh code for the reset link `token` (the old code stops working).',
        security: [],
        tags: ['auth'],
        body: ResendOtpRequestSchema,
        response: { 200: MessageResponseSchema, ...publicErrors },
      },
    },
    async (request) => resendOtp(deps.reset, request.body.token),
  );

  app.get(
    '/fetchUsers',
    {
      onRequest: app.requireRole('Admin', 'CRM'),
      schema: {
        operationId: 'listUsers',
        summary: 'List every user (Admin, CRM)',
        tags: ['auth'],
        response: { 200: FetchUsersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => users.listUserEntries(db),
  );
};

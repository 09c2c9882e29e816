import { z } from 'zod';
import { MAX_NAME_LENGTH, ROLES } from './constants';
import {
  emailField,
  MAX_PASSWORD_LENGTH,
  otpPattern,
  requiredString,
  strongPasswordField,
  usernameField,
} from './fields';
import { LoginMessages } from './login-messages';
import { ResetMessages } from './reset-messages';
import { SignupMessages } from './signup-messages';

// ---- Requests of spec 7.1, as the server receives them ----

export const LoginRequestSchema = z
  .object({
    username: requiredString(LoginMessages.usernameRequired).max(254, LoginMessages.invalidCredentials),
    password: z
      .string({ error: LoginMessages.passwordRequired })
      .min(1, LoginMessages.passwordRequired)
      .max(MAX_PASSWORD_LENGTH, LoginMessages.invalidCredentials),
    /** ALTCHA solution payload (base64 JSON), required after repeated failures. */
    captcha: z.string().max(4096).optional(),
  })
  .meta({ examples: [{ username: 'asha', password: 'correct-Horse-42' }] });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SignupRequestSchema = z
  .object({
    name: requiredString(SignupMessages.nameRequired).max(MAX_NAME_LENGTH, 'Name is too long'),
    username: usernameField,
    email: emailField,
    mobile: z.string().trim().max(20).regex(/^\d*$/, 'Mobile number must contain digits only').default(''),
    password: strongPasswordField(SignupMessages.passwordRequired),
    /** The form's optional product-news box: true asks for the newsletter (a confirmation mail follows). */
    acceptMarketing: z.boolean().optional(),
  })
  .meta({
    examples: [
      {
        name: 'Asha Rao',
        username: 'asha',
        email: 'asha@example.com',
        mobile: '919812345678',
        password: 'correct-Horse-42',
      },
    ],
  });
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

export const CheckUsernameRequestSchema = z.object({ username: usernameField });
export const CheckEmailRequestSchema = z.object({ email: emailField });
export const AvailabilityResponseSchema = z.object({ available: z.boolean(), message: z.string() });
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;

export const RePassRequestSchema = z.object({
  username: requiredString(LoginMessages.usernameRequired)
    .max(254, SignupMessages.emailInvalid)
    .meta({ description: 'The username or the e-mail address', examples: ['asha'] }),
});

const EXAMPLE_RESET_TOKEN = 'Jx4mQ2vR8kTzL0pN6wYb3cHs9dFg1aEu5iOq7rVt';

export const ResetTokenParamsSchema = z.object({
  token: z
    .string()
    .min(1, ResetMessages.missingToken)
    .max(128, ResetMessages.missingToken)
    .meta({ description: 'The token of the reset link', examples: [EXAMPLE_RESET_TOKEN] }),
});

export const ResetPasswordRequestSchema = z.object({
  password: strongPasswordField(ResetMessages.newPasswordRequired),
  otp: requiredString(ResetMessages.otpRequired)
    .regex(otpPattern, ResetMessages.otpInvalid)
    .meta({ examples: ['482913'] }),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ResendOtpRequestSchema = z.object({
  token: z
    .string({ error: ResetMessages.missingToken })
    .min(1, ResetMessages.missingToken)
    .max(128)
    .meta({ description: 'The token of the reset link', examples: [EXAMPLE_RESET_TOKEN] }),
});

export const FetchUserRequestSchema = z.object({ Token: z.string().max(256).optional() }).nullish();

// ---- Responses ----

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const SuccessResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

/** What a sign-in answers (200): the session's token. A refusal is 401 or 429 with `{message, code}`. */
export const LoginSessionSchema = z.object({ Token: z.string() });

/**
 * The web client's reading of the login answer, which also takes an answer without Token (its
 * message then says why); captcha tells the form to solve one.
 */
export const LoginResponseSchema = LoginSessionSchema.partial().extend({
  message: z.string().optional(),
  captcha: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RoleSchema = z.enum(ROLES);

export const FetchUserResponseSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  uuid: z.string(),
  insID: z.string(),
  username: z.string(),
  mem_type: RoleSchema,
});
export type FetchUserResponse = z.infer<typeof FetchUserResponseSchema>;

export const UserListEntrySchema = z.object({ uuid: z.string(), name: z.string(), username: z.string() });
export const FetchUsersResponseSchema = z.array(UserListEntrySchema);
export type UserListEntry = z.infer<typeof UserListEntrySchema>;

/**
 * ALTCHA v2 proof-of-work challenge (altcha-lib `Challenge`). The login form solves it with
 * `solveChallenge` and sends `captcha` = base64 of JSON `{challenge, solution}` (altcha `Payload`).
 */
export const CaptchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    })
    .passthrough(),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

export const HealthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /metrics (Admin): the engine's sessions and the process's memory. */
export const MetricsResponseSchema = z.object({
  engine: z.string(),
  /** Live sessions per state (idle, connecting, qr, open, failed). */
  sessions: z.record(z.string(), z.number()),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
  /** Resident memory divided by the live (non-idle) sessions; null with none. */
  rssPerSessionBytes: z.number().nullable(),
  /** The WhatsApp Web version the real engine connects with, and where it came from. */
  whatsappWebVersion: z
    .object({ version: z.string(), source: z.enum(['override', 'fetched', 'bundled']) })
    .optional(),
});

import { OTP_LENGTH, ResetMessages, type ResetPasswordRequest } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { AppError, badRequest, rateLimited } from '../../http/app-error';
import { hashToken, newOtp, newToken, sameHash } from '../../security/tokens';
import type { Mailer } from '../mail/mail.service';
import { changePassword, findUserById, findUserByLogin } from '../users/users.service';
import { resetMail } from './password-reset.mail';
import * as q from './password-reset.queries';
import { revokeUserSessions } from './sessions.queries';

export interface ResetDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  tokenTtlMinutes: number;
  maxOtpAttempts: number;
}

const MAX_RESETS_PER_HOUR = 5;
const MAX_OTP_SENDS = 5;

/**
 * Mails a reset link and an OTP when the login matches an account, closing the account's earlier
 * links. The answer is the same either way, so it cannot be used to find out which accounts exist.
 */
export async function requestReset(deps: ResetDeps, login: string): Promise<{ message: string }> {
  const user = await findUserByLogin(deps.db, login);
  if (user) {
    const recent = await q.countRecentResets(deps.db, user.id, new Date(Date.now() - 3_600_000));
    if (recent < MAX_RESETS_PER_HOUR) {
      const token = newToken();
      const otp = newOtp(OTP_LENGTH);
      // Only the newest link works: an older mail lying in an inbox opens nothing.
      await deps.db.transaction(async (tx) => {
        await q.closeOpenResets(tx, user.id);
        await q.insertReset(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          otpHash: hashToken(otp),
          expiresAt: new Date(Date.now() + deps.tokenTtlMinutes * 60_000),
        });
      });
      await deps.mailer.send(
        resetMail(user, `${deps.publicUrl}/auth/reset-password?token=${token}`, otp, deps.tokenTtlMinutes),
      );
    }
  }
  return { message: ResetMessages.resetLinkSent };
}

const tooManyOtpAttempts = () => new AppError('RATE_LIMITED', ResetMessages.tooManyOtpAttempts, 429);

async function openResetOrFail(deps: ResetDeps, token: string): Promise<q.ResetRow> {
  const reset = await q.findOpenReset(deps.db, hashToken(token));
  if (!reset) throw badRequest(ResetMessages.missingToken);
  if (reset.otpAttempts >= deps.maxOtpAttempts) throw tooManyOtpAttempts();
  return reset;
}

/** Whether a reset link can still be used, so its page can say so before the code is typed. */
export async function checkResetLink(deps: ResetDeps, token: string): Promise<{ message: string }> {
  await openResetOrFail(deps, token);
  return { message: ResetMessages.linkValid };
}

/** Sets the new password when the OTP matches; the link works once and every session ends. */
export async function resetPassword(
  deps: ResetDeps,
  token: string,
  input: ResetPasswordRequest,
): Promise<{ success: true; message: string }> {
  const reset = await openResetOrFail(deps, token);
  if (!(await q.claimOtpAttempt(deps.db, reset.id, deps.maxOtpAttempts))) throw tooManyOtpAttempts();
  if (!sameHash(reset.otpHash, hashToken(input.otp))) throw badRequest(ResetMessages.wrongOtp);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await q.consumeReset(tx, reset))) return false;
    await changePassword(tx, reset.userId, input.password);
    await revokeUserSessions(tx, reset.userId);
    return true;
  });
  if (!done) throw badRequest(ResetMessages.missingToken);
  return { success: true, message: ResetMessages.success };
}

/** Sends a fresh OTP for an open reset (the old one stops working). */
export async function resendOtp(deps: ResetDeps, token: string): Promise<{ message: string }> {
  const reset = await openResetOrFail(deps, token);
  if (reset.otpSends >= MAX_OTP_SENDS) throw rateLimited(ResetMessages.tooManyOtpAttempts, 60);
  const user = await findUserById(deps.db, reset.userId);
  if (!user) throw badRequest(ResetMessages.missingToken);
  const otp = newOtp(OTP_LENGTH);
  await q.replaceOtp(deps.db, reset.id, hashToken(otp));
  await deps.mailer.send(
    resetMail(user, `${deps.publicUrl}/auth/reset-password?token=${token}`, otp, deps.tokenTtlMinutes),
  );
  return { message: ResetMessages.otpResent };
}

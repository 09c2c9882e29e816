import type { AuthenticatedUser } from '../../http/auth-guard';

/** The signed-in user's virtual phone a `/phones/:phone/…` route names. */
export const phoneOf = (request: { user: AuthenticatedUser | null; params: { phone: string } }) => ({
  accountId: (request.user as AuthenticatedUser).id,
  phone: request.params.phone,
});

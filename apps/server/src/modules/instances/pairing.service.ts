import { type PairingCodeResponse, PairingMessages } from '@chatgate/contracts';
import { EngineError } from '../../engines/engine-error';
import { AppError, badRequest, conflict, whatsappUnreachable } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import type { InstanceDbRow } from './instance-row';
import { assertUsable, type InstanceDeps, ownedInstance } from './instances.service';

/** The dashboard: a pairing code for one of the caller's tokens (others' tokens are 404). */
export async function requestPairingCode(
  deps: InstanceDeps,
  caller: AuthenticatedUser,
  insid: string,
  phone: string,
): Promise<PairingCodeResponse> {
  return pairingCodeFor(deps, await ownedInstance(deps.db, caller, insid), phone);
}

/**
 * Starts linking the token by phone number: the code to type on that phone (Linked devices >
 * Link with phone number instead). The token connects, as after a QR scan, once it is typed.
 */
export async function pairingCodeFor(
  deps: InstanceDeps,
  row: InstanceDbRow,
  phone: string,
): Promise<PairingCodeResponse> {
  assertUsable(row);
  try {
    const { code, expiresAt } = await deps.engine.requestPairingCode(row.id, phone);
    return { code, expiresAt: expiresAt.toISOString() };
  } catch (error) {
    throw error instanceof EngineError ? refusal(error) : error;
  }
}

/** Why the engine gave no code, in words: a phone is linked, the number is not on WhatsApp, or no answer. */
function refusal(error: EngineError): AppError {
  if (error.reason === 'already-connected') return conflict(PairingMessages.alreadyConnected);
  if (error.reason === 'not-registered') return badRequest(PairingMessages.notRegistered);
  if (error.reason === 'whatsapp-unreachable') return whatsappUnreachable();
  return new AppError('SERVICE_UNAVAILABLE', PairingMessages.unavailable, 503);
}

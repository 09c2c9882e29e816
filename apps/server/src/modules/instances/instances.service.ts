import { randomBytes } from 'node:crypto';
import {
  type CreateInstanceRequest,
  canCreateToken,
  canDeleteToken,
  canSendTest,
  InstanceMessages,
  type InstanceRow,
  type QrSessionResponse,
  type SendTestRequest,
  TRIAL_DAYS,
} from '@chatgate/contracts';
import { getOrCreateKey } from '../../db/app-secrets';
import type { Db, Queryable } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import { EngineError } from '../../engines/engine-error';
import { requireUsable } from '../../http/api-key-guard';
import { AppError, badRequest, conflict, notFound, whatsappUnreachable } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import type { OwnedTokenId } from '../../http/token-caller';
import { newApiKey } from '../../security/api-keys';
import { decrypt, encrypt } from '../../security/encryption';
import { type SendDeps, sendMessage } from '../messages/send-message.service';
import { assertMayActFor } from '../users/users.service';
import type { InstanceDbRow } from './instance-row';
import { toInstanceRow } from './instance-view';
import * as q from './instances.queries';
import { tokenLimitOf } from './token-limit.service';

export interface InstanceDeps {
  db: Db;
  engine: MessagingEngine;
}

const KEY_NAME = 'api-key-encryption';
const newInsid = () => `ins_${randomBytes(15).toString('base64url')}`;

async function insertToken(db: Queryable, userId: string, id: string, name: string, trial: boolean) {
  const key = newApiKey();
  return q.insertInstance(db, {
    id,
    userId,
    name,
    apiKeyHash: key.hash,
    apiKeyCipher: encrypt(key.key, await getOrCreateKey(db, KEY_NAME)),
    apiKeyHint: key.hint,
    trial,
    validTill: trial ? new Date(Date.now() + TRIAL_DAYS * 86_400_000) : null,
  });
}

/** The first token of an account: a 7-day trial, created once (at sign-up or first fetch). */
export async function ensureTrialToken(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await q.lockTokenCreation(tx, userId);
    if ((await q.countInstances(tx, userId)) > 0) return false;
    await insertToken(tx, userId, newInsid(), 'Trial', true);
    return true;
  });
}

/** A token the caller may act on (their own; Admin: any). Others' tokens do not exist for them. */
export async function ownedInstance(
  db: Queryable,
  caller: AuthenticatedUser,
  insid: string,
): Promise<InstanceDbRow> {
  const row = await q.findInstance(db, insid);
  if (!row || (row.userId !== caller.id && caller.role !== 'Admin'))
    throw notFound(InstanceMessages.notFound);
  return row;
}

/** ownedInstance for the per-token routes of other modules, which need only the token's id. */
export const ownedTokenId =
  (db: Queryable): OwnedTokenId =>
  async (caller, insid) =>
    (await ownedInstance(db, caller, insid)).id;

function withStates(deps: InstanceDeps, rows: InstanceDbRow[]): Promise<InstanceRow[]> {
  return Promise.all(rows.map(async (r) => toInstanceRow(r, await deps.engine.sessionState(r.id))));
}

/**
 * The user's tokens. Every dashboard page asks for them, so the usual call only reads; the
 * user's lock and the trial token's insert are for the first call, when there is no token yet.
 */
export async function fetchInstances(deps: InstanceDeps, caller: AuthenticatedUser, uuid: string) {
  await assertMayActFor(deps.db, caller, uuid);
  let rows = await q.instancesOfUser(deps.db, uuid);
  let created = false;
  if (rows.length === 0) {
    created = await ensureTrialToken(deps.db, uuid);
    rows = await q.instancesOfUser(deps.db, uuid);
  }
  return {
    message: created ? InstanceMessages.created : InstanceMessages.found,
    result: await withStates(deps, rows),
  };
}

export async function createInstance(
  deps: InstanceDeps,
  caller: AuthenticatedUser,
  input: CreateInstanceRequest,
) {
  await assertMayActFor(deps.db, caller, input.uuid);
  const created = await deps.db.transaction(async (tx) => {
    await q.lockTokenCreation(tx, input.uuid);
    const existing = await q.instancesOfUser(tx, input.uuid);
    if (existing.length >= (await tokenLimitOf(tx, input.uuid))) return null;
    const view = existing.map((r) => toInstanceRow(r, 'idle'));
    if (!canCreateToken(view)) throw conflict(InstanceMessages.activateFirst);
    // The caller's own id again is a repeated create (409); another account's id is not said to
    // exist: the new token gets an id of its own.
    if (existing.some((r) => r.id === input.insID)) throw conflict(InstanceMessages.idTaken);
    const given = input.insID && (await insertToken(tx, input.uuid, input.insID, input.name, false));
    const row = given || (await insertToken(tx, input.uuid, newInsid(), input.name, false));
    if (!row) throw conflict(InstanceMessages.idTaken);
    return row;
  });
  if (!created) return { message: InstanceMessages.limitReached };
  return { message: InstanceMessages.created, result: toInstanceRow(created, 'idle') };
}

export async function revealApiKey(deps: InstanceDeps, caller: AuthenticatedUser, insid: string) {
  const row = await ownedInstance(deps.db, caller, insid);
  return { api_key: decrypt(row.apiKeyCipher, await getOrCreateKey(deps.db, KEY_NAME)) };
}

export async function startQrSession(
  deps: InstanceDeps,
  caller: AuthenticatedUser,
  insid: string,
): Promise<QrSessionResponse> {
  return startQrFor(deps, await ownedInstance(deps.db, caller, insid));
}

/** Linking a phone needs a token on trial or paid and active: 402 otherwise. */
export function assertUsable(row: InstanceDbRow): void {
  requireUsable(row, InstanceMessages.notActive);
}

/** Starts the token's session: a QR to scan, or connected at once when its phone is still linked. */
export async function startQrFor(deps: InstanceDeps, row: InstanceDbRow): Promise<QrSessionResponse> {
  const insid = row.id;
  assertUsable(row);
  const session = await startOrUnreachable(deps.engine, insid);
  if (session.state === 'connected') {
    // The phone was still linked (e.g. the token was renewed after expiring): no new scan needed,
    // unless another token has linked that phone since (one phone, one token): then a fresh QR.
    const linked = row.authenticated ? row : await q.linkPhone(deps.db, insid, session.wid);
    if (linked !== q.PHONE_TAKEN) return { state: 'connected', qr: null, expiresAt: null, wid: session.wid };
    await deps.engine.logout(insid);
    return startQrFor(deps, { ...row, authenticated: false });
  }
  if (session.state === 'qr')
    return { state: 'qr', qr: session.qr, expiresAt: session.expiresAt.toISOString(), wid: null };
  throw new AppError('SERVICE_UNAVAILABLE', 'The session could not be started. Please try again.', 503);
}

export async function logoutSession(deps: InstanceDeps, caller: AuthenticatedUser, insid: string) {
  await ownedInstance(deps.db, caller, insid);
  return logoutToken(deps, insid);
}

export async function logoutToken(deps: InstanceDeps, insid: string) {
  await deps.engine.logout(insid);
  await q.unlinkPhone(deps.db, insid);
  return { message: InstanceMessages.loggedOut };
}

/** Restarts the linked phone's session (409 while no phone is linked). */
export async function rebootToken(deps: Pick<InstanceDeps, 'engine'>, row: InstanceDbRow) {
  if (!row.authenticated) throw conflict(InstanceMessages.rebootNotLinked);
  await deps.engine.stopSession(row.id);
  await startOrUnreachable(deps.engine, row.id);
  return { message: InstanceMessages.rebooted };
}

/** Starts the token's session; a WhatsApp that cannot be reached is a 503 WHATSAPP_UNREACHABLE. */
async function startOrUnreachable(engine: InstanceDeps['engine'], insid: string) {
  try {
    return await engine.startSession(insid);
  } catch (error) {
    if (error instanceof EngineError && error.reason === 'whatsapp-unreachable') throw whatsappUnreachable();
    throw error;
  }
}

export async function removeInstance(deps: InstanceDeps, caller: AuthenticatedUser, insid: string) {
  const row = await ownedInstance(deps.db, caller, insid);
  const session = (await deps.engine.sessionState(insid)).state;
  const count = await q.countInstances(deps.db, row.userId);
  if (!canDeleteToken(toInstanceRow(row, session), count)) throw conflict(InstanceMessages.cannotDelete);
  await q.deleteInstance(deps.db, insid);
  return { message: InstanceMessages.removed };
}

export async function sendTestMessage(
  deps: InstanceDeps & SendDeps,
  caller: AuthenticatedUser,
  input: SendTestRequest,
) {
  const row = await ownedInstance(deps.db, caller, input.insid);
  const view = toInstanceRow(row, (await deps.engine.sessionState(row.id)).state);
  if (!canSendTest(view))
    throw conflict(row.authenticated ? InstanceMessages.expired : InstanceMessages.notConnected);
  if (!(await deps.engine.checkNumber(row.id, input.number)))
    throw badRequest(InstanceMessages.numberNotRegistered);
  const body = input.message ?? InstanceMessages.defaultTestMessage;
  // The dashboard's test message waits until sent, whatever the token's message validity.
  const { id } = await sendMessage(
    deps,
    row,
    { kind: 'text', to: input.number, body },
    {
      validity: 'none',
      tokenGone: () => notFound(InstanceMessages.notFound),
    },
  );
  return { message: InstanceMessages.testSent, id };
}

/** The token's row, whoever owns it (callers that act for a user check ownership themselves). */
export function findToken(db: Queryable, insid: string): Promise<InstanceDbRow | undefined> {
  return q.findInstance(db, insid);
}

export async function instanceIdsOf(db: Db, userId: string): Promise<string[]> {
  return (await q.instancesOfUser(db, userId)).map((r) => r.id);
}

/** Whether a token of an account other than `userId` has this spreadsheet connected. */
export function sheetHeldByAnotherAccount(
  db: Queryable,
  spreadsheetId: string,
  userId: string,
): Promise<boolean> {
  return q.sheetHeldByAnotherAccount(db, spreadsheetId, userId);
}

export async function disconnectTokenSheet(db: Queryable, insid: string): Promise<void> {
  await q.setSheetId(db, insid, null);
}

/**
 * Connects the spreadsheet to the token of `userId` unless a token of another account holds it
 * (false then). Serialised per spreadsheet: two accounts connecting one at once cannot both pass.
 */
export async function claimTokenSheet(db: Db, insid: string, userId: string, spreadsheetId: string) {
  return db.transaction(async (tx) => {
    await q.lockSheetClaims(tx, spreadsheetId);
    if (await q.sheetHeldByAnotherAccount(tx, spreadsheetId, userId)) return false;
    await q.setSheetId(tx, insid, spreadsheetId);
    return true;
  });
}

import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PairingCode, SessionState } from '../engine';
import { EngineError } from '../engine-error';
import type { EngineEventHub } from '../event-hub';
import { SendFailures } from '../send-failures';
import * as linkCodes from './link-codes.queries';
import { newPairingCode } from './pairing-code';
import * as q from './simulator.queries';
import type { SimulatorOptions } from './simulator-options';

/** Linking tokens to virtual phones: rotating QR codes, pairing codes, unlinking. */
export class SimulatorSessions {
  private readonly rotations = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly options: SimulatorOptions,
    private readonly hub: EngineEventHub,
    private readonly isRegistered: (insid: string, phone: string) => Promise<boolean>,
  ) {}

  async start(insid: string): Promise<SessionState> {
    const current = await this.state(insid);
    if (current.state !== 'idle') return current;
    return this.beginSession(insid);
  }

  /**
   * A code for the phone with this number to type; the token's session starts afresh with it, so
   * the code and the session waiting for a link end together.
   */
  async requestPairingCode(insid: string, phone: string): Promise<PairingCode> {
    if (await q.linkedPhone(this.db, insid))
      throw new EngineError('already-connected', 'The token is already linked to a phone.');
    if (!(await this.isRegistered(insid, phone)))
      throw new EngineError('not-registered', SendFailures.notRegistered, [phone]);
    const pairing = { code: newPairingCode(), expiresAt: new Date(Date.now() + this.options.qrLifetimeMs) };
    await linkCodes.savePairingCode(this.db, insid, phone, pairing);
    this.stopRotation(insid);
    await this.beginSession(insid);
    return pairing;
  }

  /** Shows a QR that rotates until a phone links or the session's lifetime is over. */
  private async beginSession(insid: string): Promise<SessionState> {
    const state = await this.issueQr(insid);
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const stale = Date.now() - startedAt >= this.options.qrLifetimeMs;
      (stale ? this.expireQr(insid) : this.issueQr(insid)).catch(() => {});
    }, this.options.qrRotateMs);
    timer.unref();
    this.rotations.set(insid, timer);
    return state;
  }

  async state(insid: string): Promise<SessionState> {
    const linked = await q.linkedPhone(this.db, insid);
    if (linked) return { state: 'connected', wid: linked.phone };
    const qr = await linkCodes.currentQr(this.db, insid);
    return qr ? { state: 'qr', qr: qr.payload, expiresAt: qr.expiresAt } : { state: 'idle' };
  }

  async logout(insid: string): Promise<void> {
    this.stopRotation(insid);
    await linkCodes.clearLinkCodes(this.db, insid);
    await q.unlinkInstance(this.db, insid);
    this.hub.emit('disconnected', { insid, reason: 'logout' });
  }

  async stop(insid: string): Promise<void> {
    this.stopRotation(insid);
    await linkCodes.clearLinkCodes(this.db, insid);
  }

  private async issueQr(insid: string): Promise<SessionState> {
    const qr = `chatgate-sim:${randomBytes(18).toString('base64url')}`;
    const expiresAt = new Date(Date.now() + this.options.qrRotateMs);
    await linkCodes.saveQr(this.db, insid, qr, expiresAt);
    this.hub.emit('qr', { insid, qr, expiresAt });
    return { state: 'qr', qr, expiresAt };
  }

  private async expireQr(insid: string): Promise<void> {
    this.stopRotation(insid);
    await linkCodes.clearLinkCodes(this.db, insid);
    this.hub.emit('disconnected', { insid, reason: 'qr-timeout' });
  }

  /** Stops the token's QR rotation: a phone linked, or the session ends. */
  stopRotation(insid: string): void {
    clearInterval(this.rotations.get(insid));
    this.rotations.delete(insid);
  }

  /** The simulator keeps no connections: only tokens showing a QR have something running. */
  counts(): Record<string, number> {
    return { qr: this.rotations.size };
  }

  close(): void {
    for (const insid of [...this.rotations.keys()]) this.stopRotation(insid);
  }
}

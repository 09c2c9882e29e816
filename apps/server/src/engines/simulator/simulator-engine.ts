import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  describeMessage,
  type EngineEventName,
  type EngineListener,
  type MessagingEngine,
  type OutgoingMessage,
  type SessionState,
} from '../engine';
import { EngineEventHub } from '../event-hub';
import { isRegisteredNumber } from './registration';
import * as q from './simulator.queries';

export interface SimulatorOptions {
  /** How often the QR payload changes (WhatsApp: about 20 s). */
  qrRotateMs: number;
  /** How long a token waits for a scan before the session goes back to idle. */
  qrLifetimeMs: number;
  deliveryDelayMs: number;
  /** Time from delivered to read. */
  readDelayMs: number;
}

export const DEFAULT_SIMULATOR_OPTIONS: SimulatorOptions = {
  qrRotateMs: 20_000,
  qrLifetimeMs: 5 * 60_000,
  deliveryDelayMs: 1_000,
  readDelayMs: 2_000,
};

/**
 * An in-process network of virtual phones with deterministic rules. Its state (links, QR codes,
 * what each phone received) lives in PostgreSQL, so a restart keeps phones linked.
 */
export class SimulatorEngine implements MessagingEngine {
  readonly name = 'simulator';
  readonly hub = new EngineEventHub();
  private readonly rotations = new Map<string, NodeJS.Timeout>();
  private readonly pending = new Set<NodeJS.Timeout>();

  constructor(
    readonly db: Db,
    private readonly options: SimulatorOptions = DEFAULT_SIMULATOR_OPTIONS,
  ) {}

  on<K extends EngineEventName>(event: K, listener: EngineListener<K>): () => void {
    return this.hub.on(event, listener);
  }

  async startSession(insid: string): Promise<SessionState> {
    const current = await this.sessionState(insid);
    if (current.state !== 'idle') return current;
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

  async sessionState(insid: string): Promise<SessionState> {
    const phone = await q.linkedPhone(this.db, insid);
    if (phone) return { state: 'connected', wid: phone };
    const qr = await q.currentQr(this.db, insid);
    return qr ? { state: 'qr', qr: qr.payload, expiresAt: qr.expiresAt } : { state: 'idle' };
  }

  async logout(insid: string): Promise<void> {
    this.stopRotation(insid);
    await q.deleteQr(this.db, insid);
    await q.unlinkInstance(this.db, insid);
    this.hub.emit('disconnected', { insid, reason: 'logout' });
  }

  async stopSession(insid: string): Promise<void> {
    this.stopRotation(insid);
    await q.deleteQr(this.db, insid);
  }

  async send(insid: string, message: OutgoingMessage): Promise<void> {
    const sender = await q.linkedPhone(this.db, insid);
    if (!sender) return this.report(insid, message.id, 'failed', 'The token is not connected to a phone.');
    const existing = await q.findPhone(this.db, message.to);
    if (!isRegisteredNumber(message.to, existing !== undefined)) {
      return this.report(insid, message.id, 'failed', 'The number is not registered on WhatsApp.');
    }
    await q.claimPhone(this.db, message.to, null);
    const body = describeMessage(message);
    const fresh = await q.insertSimMessage(this.db, {
      id: message.id,
      phone: message.to,
      direction: 'in',
      peer: sender,
      body,
      status: 'sent',
    });
    if (!fresh) {
      // The same id again (a retry after a crash): the phone has it once; tell where it got to.
      const existing = await q.simMessageStatus(this.db, message.id);
      if (existing === 'read' || existing === 'delivered') this.report(insid, message.id, existing);
      if (existing !== 'read')
        this.later(this.options.readDelayMs, () => this.progress(insid, message.id, 'read'));
      return;
    }
    this.report(insid, message.id, 'sent');
    // A virtual phone that is itself a token's phone: that token receives the message.
    const recipientToken = await q.instanceLinkedTo(this.db, message.to);
    if (recipientToken) {
      this.hub.emit('message', {
        insid: recipientToken,
        message: { id: randomUUID(), from: sender, type: 'text', body, timestamp: new Date() },
      });
    }
    // Read is scheduled only once delivered is recorded, so the two can never land out of order.
    this.later(this.options.deliveryDelayMs, async () => {
      await this.progress(insid, message.id, 'delivered');
      this.later(this.options.readDelayMs, () => this.progress(insid, message.id, 'read'));
    });
  }

  async checkNumber(_insid: string, number: string): Promise<boolean> {
    return isRegisteredNumber(number, (await q.findPhone(this.db, number)) !== undefined);
  }

  /**
   * Receipts are timers and die with a process. On start, every message phones received in the
   * last day reports its receipt state again (repeats are harmless: statuses only move forward),
   * and the ones not read yet go on to delivered and read.
   */
  async recoverReceipts(): Promise<number> {
    const recent = await q.recentDeliveries(this.db, new Date(Date.now() - 86_400_000));
    for (const message of recent) {
      if (!message.insid) continue;
      const insid = message.insid;
      const read = () => this.later(this.options.readDelayMs, () => this.progress(insid, message.id, 'read'));
      if (message.status === 'read') this.report(insid, message.id, 'read');
      else if (message.status === 'delivered') {
        this.report(insid, message.id, 'delivered');
        read();
      } else
        this.later(this.options.deliveryDelayMs, async () => {
          await this.progress(insid, message.id, 'delivered');
          read();
        });
    }
    return recent.length;
  }

  async close(): Promise<void> {
    for (const insid of [...this.rotations.keys()]) this.stopRotation(insid);
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }

  /** Called by the sandbox when a virtual phone scanned this token's QR. */
  linked(insid: string, wid: string): void {
    this.stopRotation(insid);
    this.hub.emit('connected', { insid, wid });
  }

  private async issueQr(insid: string): Promise<SessionState> {
    const qr = `chatgate-sim:${randomBytes(18).toString('base64url')}`;
    const expiresAt = new Date(Date.now() + this.options.qrRotateMs);
    await q.saveQr(this.db, insid, qr, expiresAt);
    this.hub.emit('qr', { insid, qr, expiresAt });
    return { state: 'qr', qr, expiresAt };
  }

  private async expireQr(insid: string): Promise<void> {
    this.stopRotation(insid);
    await q.deleteQr(this.db, insid);
    this.hub.emit('disconnected', { insid, reason: 'qr-timeout' });
  }

  private stopRotation(insid: string): void {
    clearInterval(this.rotations.get(insid));
    this.rotations.delete(insid);
  }

  private async progress(insid: string, id: string, status: 'delivered' | 'read'): Promise<void> {
    await q.setSimMessageStatus(this.db, id, status);
    this.report(insid, id, status);
  }

  private report(
    insid: string,
    messageId: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    error?: string,
  ) {
    this.hub.emit('status', { insid, messageId, status, ...(error ? { error } : {}) });
  }

  private later(delayMs: number, task: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      task().catch(() => {});
    }, delayMs);
    this.pending.add(timer);
  }
}

import { randomUUID } from 'node:crypto';
import { DEFAULT_STATUS_BACKGROUND, STATUS_CHAT } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { OutgoingMessage } from '../engine';
import { EngineError } from '../engine-error';
import type { EngineEventHub } from '../event-hub';
import { incomingIdOf } from '../incoming-id';
import { SendFailures } from '../send-failures';
import * as q from './simulator.queries';
import type { ReportStatus } from './simulator-sending';
import * as s from './statuses.queries';

type StatusMessage = Extract<OutgoingMessage, { kind: 'status' }>;

/** What a phone keeps of a status: all but the token's file, which the sandbox serves from the token's message. */
function contentOf(message: StatusMessage): Record<string, unknown> {
  if (message.statusType === 'text') {
    const { statusType, body, backgroundColor, font } = message;
    return { statusType, body, backgroundColor, font };
  }
  const { statusType, caption, mimeType } = message;
  return { statusType, body: caption ?? '', ...(mimeType && { mimeType }) };
}

/** The text a token receiving the status gets: as describeMessage words it. */
const bodyOf = (content: Record<string, unknown>) =>
  content.statusType === 'text'
    ? String(content.body ?? '')
    : `[${String(content.statusType)}]${content.body ? ` ${String(content.body)}` : ''}`;

/**
 * Statuses (stories) in the simulator, by these rules: a status a token posts is kept 24 hours
 * for its recipients' phones (`sim_statuses`) and reported sent; a recipient phone linked to
 * another token makes that token receive it (type `status`, status.received). A phone opening a
 * status for the first time tells the poster's token (statusViewed, status.viewed); a phone
 * posting its own text status shows it to every phone it has a direct chat with, and deleting
 * it tells the tokens it was shown to (status.revoked).
 */
export class SimulatorStatuses {
  constructor(
    private readonly db: Db,
    private readonly hub: EngineEventHub,
    private readonly report: ReportStatus,
  ) {}

  async post(insid: string, sender: q.NetworkPhone, message: StatusMessage): Promise<void> {
    const content = contentOf(message);
    const row = { id: message.id, accountId: sender.accountId, phone: sender.phone, content };
    const fresh = await s.insertStatus(this.db, { ...row, recipients: message.recipients });
    this.report(insid, message.id, 'sent');
    if (fresh) await this.tellTokens(sender, message.recipients, message.id, content);
  }

  async revoke(insid: string, status: { id: string }): Promise<void> {
    const at = await q.linkedPhone(this.db, insid);
    if (!at) throw new EngineError('not-connected', SendFailures.notConnected);
    await this.revokedByPhone(at, status.id);
  }

  /**
   * The phone deletes a status it posted: it leaves its recipients' phones, and each recipient
   * linked to a token makes that token hear of it (changed: revoke, stored as status.revoked).
   * False when the phone has no such live status.
   */
  async revokedByPhone(at: q.NetworkPhone, id: string): Promise<boolean> {
    const recipients = await s.revokeStatus(this.db, at, id);
    if (!recipients) return false;
    const tokens = await q.tokensOfPhones(this.db, at.accountId, recipients);
    for (const insid of tokens)
      this.hub.emit('changed', { insid, messageId: incomingIdOf(insid, id), change: 'revoke' });
    return true;
  }

  /** The phone opens a status shown to it; false when there is no such live status for it. */
  async viewedBy(at: q.NetworkPhone, id: string): Promise<boolean> {
    const status = await s.statusShownTo(this.db, at, id);
    if (!status) return false;
    if (!(await s.recordView(this.db, id, at.phone))) return true;
    const tokens = await q.tokensOfPhones(this.db, at.accountId, [status.phone]);
    const view = { statusId: id, viewer: at.phone, timestamp: new Date() };
    for (const insid of tokens) this.hub.emit('statusViewed', { insid, ...view });
    return true;
  }

  /** The phone posts a text status of its own, to its contacts; its id. */
  async postedByPhone(at: q.NetworkPhone, body: string, backgroundColor = DEFAULT_STATUS_BACKGROUND) {
    const id = randomUUID();
    const recipients = await s.contactsOfPhone(this.db, at);
    const content = { statusType: 'text', body, backgroundColor, font: 0 };
    await s.insertStatus(this.db, { id, accountId: at.accountId, phone: at.phone, content, recipients });
    await this.tellTokens(at, recipients, id, content);
    return id;
  }

  /** Each recipient phone linked to a token makes that token receive the status. */
  private async tellTokens(
    poster: q.NetworkPhone,
    recipients: string[],
    id: string,
    content: Record<string, unknown>,
  ) {
    const tokens = await q.tokensOfPhones(this.db, poster.accountId, recipients);
    for (const insid of tokens)
      this.hub.emit('message', {
        insid,
        message: {
          id: incomingIdOf(insid, id),
          from: STATUS_CHAT,
          author: poster.phone,
          type: 'status',
          body: bodyOf(content),
          timestamp: new Date(),
        },
      });
  }
}

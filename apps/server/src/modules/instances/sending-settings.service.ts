import { SEND_DELAYS_REVERSED, type SendingSettings, type SendingSettingsUpdate } from '@chatgate/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import { messageValidityOf } from '../messages/send-message.service';
import type { InstanceDbRow } from './instance-row';
import * as q from './instances.queries';

export interface SendingSettingsDeps {
  db: Db;
  config: Config;
}

function delays(row: InstanceDbRow, config: Config) {
  return {
    min: row.sendDelayMinMs ?? config.pacing.minDelayMs,
    max: row.sendDelayMaxMs ?? config.pacing.maxDelayMs,
  };
}

function view(row: InstanceDbRow, config: Config): SendingSettings {
  const { min, max } = delays(row, config);
  return {
    settings: {
      sendDelayMinMs: min,
      // The server's defaults may be set the wrong way round; the sender never waits less than the minimum.
      sendDelayMaxMs: Math.max(min, max),
      perContactHourlyLimit: row.perContactHourlyLimit ?? config.pacing.perContactHourly,
      messageValiditySeconds: messageValidityOf(row, config),
      rejectCalls: row.rejectCalls,
      callRejectMessage: row.callRejectMessage,
    },
    custom: {
      sendDelayMinMs: row.sendDelayMinMs !== null,
      sendDelayMaxMs: row.sendDelayMaxMs !== null,
      perContactHourlyLimit: row.perContactHourlyLimit !== null,
      messageValiditySeconds: row.messageValiditySeconds !== null,
    },
  };
}

/** The pacing and validity a token's messages are sent with (spec 9), and which are its own. */
export async function sendingSettings(deps: SendingSettingsDeps, insid: string): Promise<SendingSettings> {
  const row = await q.findInstance(deps.db, insid);
  if (!row) throw notFound('Token not found');
  return view(row, deps.config);
}

export async function updateSendingSettings(
  deps: SendingSettingsDeps,
  insid: string,
  update: SendingSettingsUpdate,
): Promise<SendingSettings> {
  // The update holds the row until commit, so the pair checked is the pair stored.
  const row = await deps.db.transaction(async (tx) => {
    const updated = await q.setSendingSettings(tx, insid, update);
    if (!updated) throw notFound('Token not found');
    // Only a pair of the token's own can be reversed; beside a server default the view clamps.
    const { sendDelayMinMs: min, sendDelayMaxMs: max } = updated;
    if (min !== null && max !== null && min > max) throw badRequest(SEND_DELAYS_REVERSED);
    return updated;
  });
  return view(row, deps.config);
}

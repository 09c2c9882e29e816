import type { SendingSettings, SendingSettingsUpdate } from '@chatgate/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import * as q from './instances.queries';

export interface SendingSettingsDeps {
  db: Db;
  config: Config;
}

function view(row: q.InstanceDbRow, config: Config): SendingSettings {
  const min = row.sendDelayMinMs ?? config.pacing.minDelayMs;
  return {
    settings: {
      sendDelayMinMs: min,
      // The outbound sender never waits less than the minimum, whichever value is the token's own.
      sendDelayMaxMs: Math.max(min, row.sendDelayMaxMs ?? config.pacing.maxDelayMs),
      perContactHourlyLimit: row.perContactHourlyLimit ?? config.pacing.perContactHourly,
      messageValiditySeconds: row.messageValiditySeconds ?? config.MESSAGE_VALIDITY_SECONDS,
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
  const row = await q.setSendingSettings(deps.db, insid, update);
  if (!row) throw notFound('Token not found');
  return view(row, deps.config);
}

import {
  GreenApiSetSettingsAnswerSchema,
  type GreenApiSetSettingsRequest,
  GreenApiSetSettingsRequestSchema,
  type GreenApiSettings,
  GreenApiSettingsSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiToken } from '../../http/api-key-guard';
import { sendingSettings, updateSendingSettings } from '../../modules/instances/sending-settings.service';
import { removeWebhook, saveWebhook, webhookSettings } from '../../modules/webhooks/webhooks.service';
import type { SurfaceDeps } from '../surface-deps';
import { instanceDataOf } from './instance-data';
import { methodPath, methodSchema } from './method';

/** Green-API's notification switches and the events of our webhook each one turns on. */
const SWITCHES = {
  incomingWebhook: ['message.received'],
  outgoingWebhook: ['message.status'],
  outgoingAPIMessageWebhook: ['message.status'],
  stateWebhook: ['instance.state'],
  pollMessageWebhook: ['poll.vote'],
  incomingCallWebhook: ['call.received', 'call.rejected'],
  editedMessageWebhook: ['message.edited'],
  deletedMessageWebhook: ['message.revoked'],
} as const;
type Switch = keyof typeof SWITCHES;

/** Green-API's answers for what we do not keep (its defaults), decision 0034. */
const FIXED = {
  countryInstance: '',
  typeAccount: '',
  webhookUrlToken: '',
  markIncomingMessagesReaded: 'no',
  markIncomingMessagesReadedOnReply: 'no',
  sharedSession: 'no',
  outgoingMessageWebhook: 'no',
  deviceWebhook: 'no',
  statusInstanceWebhook: 'no',
  enableMessagesHistory: 'no',
  keepOnlineStatus: 'no',
  incomingBlockWebhook: 'no',
} as const;

/** Green-API's settings of the token: its webhook (URL and events) and its sending delay. */
export const settingsMethods: FastifyPluginAsyncZod<SurfaceDeps> = async (app, deps) => {
  const webhookDeps = {
    db: deps.db,
    wakeUps: deps.wakeUps,
    allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE ?? false,
  };

  app.get(
    methodPath('getSettings'),
    {
      schema: methodSchema('getSettings', {
        summary: 'Get the instance settings',
        answer: GreenApiSettingsSchema,
      }),
    },
    async (request): Promise<GreenApiSettings> => {
      const insid = (request.apiToken as ApiToken).id;
      const webhook = await webhookSettings(webhookDeps, insid);
      const sending = await sendingSettings(deps, insid);
      // Without a webhook every notification is in the queue: each switch is on.
      const on = (name: Switch) =>
        !webhook.url || SWITCHES[name].some((type) => webhook.events.includes(type)) ? 'yes' : 'no';
      const switches = Object.fromEntries(Object.keys(SWITCHES).map((name) => [name, on(name as Switch)]));
      return {
        wid: (await instanceDataOf(deps.db, insid)).wid,
        ...FIXED,
        webhookUrl: webhook.url ?? '',
        delaySendMessagesMilliseconds: sending.settings.sendDelayMinMs,
        ...(switches as Record<Switch, 'yes' | 'no'>),
      };
    },
  );

  app.post(
    methodPath('setSettings'),
    {
      schema: {
        ...methodSchema('setSettings', {
          summary: 'Change the instance settings',
          description:
            'webhookUrl sets (or, empty, removes) the webhook; the switches choose its events; delaySendMessagesMilliseconds is the gap between sends. Other settings are accepted and not kept.',
          answer: GreenApiSetSettingsAnswerSchema,
        }),
        body: GreenApiSetSettingsRequestSchema,
      },
    },
    async (request) => {
      const insid = (request.apiToken as ApiToken).id;
      const body = request.body;
      const delay = body.delaySendMessagesMilliseconds;
      if (delay !== undefined)
        await updateSendingSettings(deps, insid, { sendDelayMinMs: delay, sendDelayMaxMs: delay });
      if (body.webhookUrl === '') {
        if ((await webhookSettings(webhookDeps, insid)).url) await removeWebhook(webhookDeps, insid);
      } else {
        const events = await eventsOf(body, (await webhookSettings(webhookDeps, insid)).events);
        const switched = Object.keys(SWITCHES).some((name) => body[name as Switch] !== undefined);
        const hasUrl = body.webhookUrl !== undefined || (await webhookSettings(webhookDeps, insid)).url;
        if (hasUrl && (body.webhookUrl !== undefined || switched))
          await saveWebhook(webhookDeps, insid, { url: body.webhookUrl, events });
      }
      return { saveSettings: true };
    },
  );
};

/** The webhook's events after the switches given: each one given adds or drops its events. */
async function eventsOf(body: GreenApiSetSettingsRequest, current: string[]) {
  const events = new Set(current);
  for (const [name, types] of Object.entries(SWITCHES)) {
    const value = body[name as Switch];
    for (const type of types) if (value === 'yes') events.add(type);
    for (const type of types) if (value === 'no' && !turnedOnByAnother(body, name, type)) events.delete(type);
  }
  return [...events] as Parameters<typeof saveWebhook>[2]['events'];
}

const turnedOnByAnother = (body: GreenApiSetSettingsRequest, name: string, type: string) =>
  Object.entries(SWITCHES).some(
    ([other, types]) =>
      other !== name && body[other as Switch] === 'yes' && (types as readonly string[]).includes(type),
  );

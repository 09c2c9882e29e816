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
import {
  removeWebhook,
  saveWebhook,
  webhookBearerToken,
  webhookSettings,
} from '../../modules/webhooks/webhooks.service';
import type { SurfaceDeps } from '../surface-deps';
import { instanceDataOf } from './instance-data';
import { methodPath, methodSchema } from './method';

/** Green-API's notification switches and the events of our webhook each one turns on. */
const SWITCHES = {
  incomingWebhook: ['message.received', 'status.received', 'status.revoked'],
  outgoingWebhook: ['message.status'],
  outgoingMessageWebhook: ['message.sent_on_phone'],
  outgoingAPIMessageWebhook: ['message.status'],
  stateWebhook: ['instance.state'],
  pollMessageWebhook: ['poll.vote'],
  incomingCallWebhook: ['call.received', 'call.rejected', 'call.accepted', 'call.ended'],
  editedMessageWebhook: ['message.edited'],
  deletedMessageWebhook: ['message.revoked'],
} as const;
type Switch = keyof typeof SWITCHES;

/** Green-API's answers for what we do not keep (its defaults), decision 0034. */
const FIXED = {
  countryInstance: '',
  typeAccount: '',
  markIncomingMessagesReaded: 'no',
  markIncomingMessagesReadedOnReply: 'no',
  sharedSession: 'no',
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
        webhookUrlToken: await webhookBearerToken(webhookDeps, insid),
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
            'webhookUrl sets (or, empty, removes) the webhook, which then sends Green-API bodies with webhookUrlToken as a Bearer header; the switches choose its events; delaySendMessagesMilliseconds is the gap between sends. Other settings are accepted and not kept.',
          answer: GreenApiSetSettingsAnswerSchema,
        }),
        body: GreenApiSetSettingsRequestSchema,
      },
    },
    async (request) => {
      const insid = (request.apiToken as ApiToken).id;
      const body = request.body;
      const current = await webhookSettings(webhookDeps, insid);
      if (body.webhookUrl === '') {
        if (current.url) await removeWebhook(webhookDeps, insid);
      } else if (body.webhookUrl !== undefined || (current.url && changesWebhook(body))) {
        // A webhook set through Green-API's settings sends Green-API's bodies.
        const format = body.webhookUrl !== undefined ? 'green-api' : undefined;
        const events = eventsOf(body, current.events);
        await saveWebhook(webhookDeps, insid, {
          url: body.webhookUrl,
          events,
          format,
          bearerToken: body.webhookUrlToken,
        });
      }
      const delay = body.delaySendMessagesMilliseconds;
      if (delay !== undefined)
        await updateSendingSettings(deps, insid, { sendDelayMinMs: delay, sendDelayMaxMs: delay });
      return { saveSettings: true };
    },
  );
};

const changesWebhook = (body: GreenApiSetSettingsRequest) =>
  body.webhookUrlToken !== undefined ||
  Object.keys(SWITCHES).some((name) => body[name as Switch] !== undefined);

/** The webhook's events after the switches given: each one given adds or drops its events. */
function eventsOf(body: GreenApiSetSettingsRequest, current: string[]) {
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

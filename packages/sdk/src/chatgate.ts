import { type Api, type ChatgateOptions, createApi } from './http.js';
import { Calls } from './resources/calls.js';
import { Channels } from './resources/channels.js';
import { Chats } from './resources/chats.js';
import { Contacts } from './resources/contacts.js';
import { Events } from './resources/events.js';
import { Groups } from './resources/groups.js';
import { Instance } from './resources/instance.js';
import { Messages } from './resources/messages.js';
import { Queue } from './resources/queue.js';
import { Statuses } from './resources/statuses.js';
import { Webhooks } from './resources/webhooks.js';

/**
 * The Chatgate Messaging API for one token:
 * `new Chatgate({ apiKey, baseUrl }).messages.sendText({ to, body })`.
 */
export class Chatgate {
  /** The typed client of every path, for a call the resources do not wrap. */
  readonly api: Api;
  readonly messages: Messages;
  readonly groups: Groups;
  readonly channels: Channels;
  readonly chats: Chats;
  readonly contacts: Contacts;
  readonly statuses: Statuses;
  readonly calls: Calls;
  readonly events: Events;
  readonly webhooks: Webhooks;
  readonly queue: Queue;
  readonly instance: Instance;

  constructor(options: ChatgateOptions) {
    if (!options?.apiKey) throw new TypeError('Chatgate: apiKey is required');
    if (!options.baseUrl) throw new TypeError('Chatgate: baseUrl is required');
    const api = createApi(options);
    this.api = api;
    this.messages = new Messages(api);
    this.groups = new Groups(api);
    this.channels = new Channels(api);
    this.chats = new Chats(api);
    this.contacts = new Contacts(api);
    this.statuses = new Statuses(api);
    this.calls = new Calls(api);
    this.events = new Events(api);
    this.webhooks = new Webhooks(api);
    this.queue = new Queue(api);
    this.instance = new Instance(api);
  }
}

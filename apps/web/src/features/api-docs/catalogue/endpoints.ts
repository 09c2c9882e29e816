import { CALLS_ENDPOINTS } from './calls-endpoints';
import { CHANNEL_ENDPOINTS } from './channel-endpoints';
import { CHATS_ENDPOINTS } from './chats-endpoints';
import { CONTACTS_ENDPOINTS } from './contacts-endpoints';
import { GROUP_ADMIN_ENDPOINTS } from './group-admin-endpoints';
import { GROUP_ENDPOINTS } from './group-endpoints';
import { INSTANCE_ENDPOINTS } from './instance-endpoints';
import { MARK_READ_ENDPOINT } from './mark-read-endpoint';
import { MESSAGE_CHANGE_ENDPOINTS } from './message-change-endpoints';
import { MORE_MESSAGE_ENDPOINTS } from './more-message-endpoints';
import { POLL_STICKER_ENDPOINTS } from './poll-sticker-endpoints';
import { PRESENCE_ENDPOINTS } from './presence-endpoints';
import { PROFILE_STATUS_ENDPOINTS } from './profile-status-endpoints';
import { QUEUE_ENDPOINTS } from './queue-endpoints';
import { READ_ENDPOINTS } from './read-endpoints';
import { SEND_ENDPOINTS } from './send-endpoints';
import { SETTINGS_ENDPOINTS } from './settings-endpoints';
import type { EndpointDoc, EndpointSectionId } from './types';
import { WEBHOOK_ENDPOINTS } from './webhook-endpoints';

/** The customer API's endpoint catalogue, in page order. */
export const ENDPOINTS: EndpointDoc[] = [
  ...SEND_ENDPOINTS,
  ...MORE_MESSAGE_ENDPOINTS,
  ...POLL_STICKER_ENDPOINTS,
  ...READ_ENDPOINTS,
  MARK_READ_ENDPOINT,
  ...MESSAGE_CHANGE_ENDPOINTS,
  ...CHATS_ENDPOINTS,
  ...QUEUE_ENDPOINTS,
  ...GROUP_ENDPOINTS,
  ...GROUP_ADMIN_ENDPOINTS,
  ...CHANNEL_ENDPOINTS,
  ...CONTACTS_ENDPOINTS,
  ...INSTANCE_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
  ...WEBHOOK_ENDPOINTS,
  ...PRESENCE_ENDPOINTS,
  ...CALLS_ENDPOINTS,
  ...PROFILE_STATUS_ENDPOINTS,
];

export function endpointsOf(section: EndpointSectionId): EndpointDoc[] {
  return ENDPOINTS.filter((endpoint) => endpoint.section === section);
}

import { randomBytes } from 'node:crypto';
import type { NewsletterMetadata } from '@whiskeysockets/baileys';
import type { Network, Phone } from './network';
import { queryError, serverId, unixTime } from './wa-ids';

export interface Newsletter {
  id: string;
  name: string;
  description: string;
  /** The creator's number. */
  owner: string;
  creation: number;
  invite: string;
}

/** Creates a channel owned by `by`; the answer is shaped as Baileys parses it (`owner` unset). */
export function createNewsletter(
  net: Network,
  by: Phone,
  name: string,
  description = '',
): NewsletterMetadata {
  const channel: Newsletter = {
    id: `${serverId()}@newsletter`,
    name,
    description,
    owner: by.number,
    creation: unixTime(),
    invite: randomBytes(12).toString('base64url'),
  };
  net.newsletters.set(channel.id, channel);
  return {
    id: channel.id,
    owner: undefined,
    name,
    description,
    creation_time: channel.creation,
    invite: channel.invite,
    subscribers: 0,
    verification: 'UNVERIFIED',
    mute_state: 'OFF',
  };
}

/**
 * A channel's metadata by jid or invite code, or null. Real Baileys hands back the server's raw
 * answer here; this keeps the typed fields and adds `viewer_metadata.role` as the server sends it.
 */
export function newsletterMetadata(net: Network, viewer: Phone, type: 'invite' | 'jid', key: string) {
  const channel = [...net.newsletters.values()].find((c) => (type === 'jid' ? c.id : c.invite) === key);
  if (!channel) return null;
  const { id, name, description, creation, invite } = channel;
  const metadata: NewsletterMetadata & { viewer_metadata: { role: string; mute: 'ON' | 'OFF' } } = {
    id,
    name,
    description,
    creation_time: creation,
    invite,
    subscribers: 0,
    verification: 'UNVERIFIED',
    thread_metadata: { creation_time: creation, name, description },
    viewer_metadata: { role: channel.owner === viewer.number ? 'OWNER' : 'GUEST', mute: 'OFF' },
  };
  return metadata;
}

/** The channel `by` may post to; 404 item-not-found if unknown, 403 forbidden unless the owner. */
export function channelToPost(net: Network, by: Phone, jid: string): Newsletter {
  const channel = net.newsletters.get(jid);
  if (!channel) throw queryError('item-not-found', 404);
  if (channel.owner !== by.number) throw queryError('forbidden', 403);
  return channel;
}

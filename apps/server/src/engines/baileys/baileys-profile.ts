/**
 * The linked account's profile through Baileys: its name is the socket user's (push) name,
 * changed by `updateProfileName`; the about text is read with `fetchStatus` and changed by
 * `updateProfileStatus`; the picture's URL comes from `profilePictureUrl`, and it is changed by
 * `updateProfilePicture` or `removeProfilePicture`.
 */
import type { EngineProfile } from '../operations/profile';
import type { BaileysSocket } from './baileys-socket';
import { jidOf } from './jids';

export async function profileOf(socket: BaileysSocket, number: string): Promise<EngineProfile> {
  const jid = jidOf(number);
  const [statuses, pictureUrl] = await Promise.all([
    socket.fetchStatus(jid).catch(() => undefined),
    // WhatsApp answers an error (item-not-found) for an account without a picture.
    socket.profilePictureUrl(jid, 'image').catch(() => undefined),
  ]);
  const about = (statuses?.[0]?.status as { status?: string | null } | undefined)?.status ?? '';
  return { number, name: socket.user?.name ?? '', about, pictureUrl: pictureUrl ?? null };
}

export async function updateProfileOf(
  socket: BaileysSocket,
  change: { name?: string; about?: string },
): Promise<void> {
  if (change.name !== undefined) await socket.updateProfileName(change.name);
  if (change.about !== undefined) await socket.updateProfileStatus(change.about);
}

export function setProfilePictureOf(
  socket: BaileysSocket,
  number: string,
  jpeg: Buffer | null,
): Promise<void> {
  const jid = jidOf(number);
  return jpeg ? socket.updateProfilePicture(jid, jpeg) : socket.removeProfilePicture(jid);
}

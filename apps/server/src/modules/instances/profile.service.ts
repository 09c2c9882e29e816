import { notSupportedByEngine, ProfileMessages } from '@chatgate/contracts';
import type { Config } from '../../config';
import type { MessagingEngine } from '../../engines/engine';
import type { EngineProfile } from '../../engines/operations/profile';
import { AppError } from '../../http/app-error';
import { engineOperation, onLinkedPhone, requireEngineOperation } from '../../http/engine-operation';
import { pictureJpegOf } from '../messages/picture-media';

export interface ProfileDeps {
  engine: MessagingEngine;
  config: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE'>;
}

/**
 * The linked phone's profile. Reading it belongs to the `profile.update` operation: an engine
 * without it answers 501 for the read as for the change.
 */
export function readProfile({ engine }: Pick<ProfileDeps, 'engine'>, insid: string): Promise<EngineProfile> {
  requireEngineOperation(engine, 'profile.update');
  const { getProfile } = engine;
  if (!getProfile) throw notSupported(engine);
  return onLinkedPhone(() => getProfile.call(engine, insid));
}

const notSupported = (engine: MessagingEngine) =>
  new AppError('NOT_SUPPORTED_BY_ENGINE', notSupportedByEngine(engine.name, 'profile.update'), 501);

export async function changeProfile(
  deps: Pick<ProfileDeps, 'engine'>,
  insid: string,
  change: { name?: string; about?: string },
): Promise<EngineProfile> {
  const update = engineOperation(deps.engine, 'profile.update');
  await onLinkedPhone(() => update(insid, change));
  return readProfile(deps, insid);
}

const notAPicture = () => new AppError('UNSUPPORTED_MEDIA_TYPE', ProfileMessages.pictureType, 415);

/** Sets the profile picture: the image square-cropped to a 640x640 JPEG (415 for anything but an image). */
export async function setProfilePicture(
  deps: ProfileDeps,
  insid: string,
  media: string,
): Promise<EngineProfile> {
  const set = engineOperation(deps.engine, 'profile.picture');
  const jpeg = await pictureJpegOf(media, deps.config.WEBHOOK_ALLOW_PRIVATE ?? false, notAPicture);
  await onLinkedPhone(() => set(insid, jpeg));
  return readProfile(deps, insid);
}

export async function removeProfilePicture(deps: ProfileDeps, insid: string): Promise<EngineProfile> {
  const set = engineOperation(deps.engine, 'profile.picture');
  await onLinkedPhone(() => set(insid, null));
  return readProfile(deps, insid);
}

import {
  GROUP_PICTURE_SIZE,
  GroupAdminMessages,
  type GroupChanges,
  type GroupInvite,
  type GroupPictureRequest,
  inviteCodeOf,
  inviteLinkOf,
} from '@chatgate/contracts';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import type { ApiToken } from '../../http/api-key-guard';
import { AppError } from '../../http/app-error';
import { engineOperation } from '../../http/engine-operation';
import { pictureJpegOf } from '../messages/picture-media';
import { groupViewOf, runForToken } from './groups.service';

const { notAdmin } = GroupAdminMessages;
const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', GroupAdminMessages.pictureNotImage, 415);

export interface GroupAdminDeps {
  engine: MessagingEngine;
  /** With it, the groups answered name the members known only by LID by the number the token learnt. */
  db?: Queryable;
  config?: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE'>;
}

/**
 * Group administration for a token: each call is an optional engine operation (501 on an engine
 * without it, checked first), then needs a connected phone; the engines check the admin rule.
 */
export function groupAdminService({ engine, db, config }: GroupAdminDeps) {
  const allowPrivate = config?.WEBHOOK_ALLOW_PRIVATE ?? false;
  const invite = (groupId: string, code: string): GroupInvite => ({
    groupId,
    code,
    link: inviteLinkOf(code),
  });

  return {
    updateGroup: (token: ApiToken, groupId: string, changes: GroupChanges) => {
      const update = engineOperation(engine, 'group.update');
      return runForToken(
        token,
        async (insid) => groupViewOf(db, insid, await update(insid, groupId, changes)),
        notAdmin,
      );
    },

    invite: (token: ApiToken, groupId: string, revoke: boolean) => {
      const inviteOf = engineOperation(engine, 'group.invite');
      return runForToken(
        token,
        async (insid) => invite(groupId, await inviteOf(insid, groupId, revoke)),
        notAdmin,
      );
    },

    join: (token: ApiToken, given: string) => {
      const join = engineOperation(engine, 'group.join');
      // The contract let only a link or a code through.
      const code = inviteCodeOf(given) as string;
      return runForToken(token, async (insid) => groupViewOf(db, insid, await join(insid, code)));
    },

    leave: (token: ApiToken, groupId: string) => {
      const leave = engineOperation(engine, 'group.leave');
      return runForToken(token, async (insid) => {
        await leave(insid, groupId);
        return { groupId, left: true as const };
      });
    },

    /** The picture as a data URL (`image`) or an https URL (`url`), made a 640x640 JPEG first (415). */
    setPicture: async (token: ApiToken, groupId: string, picture: GroupPictureRequest) => {
      const setPicture = engineOperation(engine, 'group.picture');
      const jpeg = await pictureJpegOf((picture.image ?? picture.url) as string, allowPrivate, notAnImage);
      return runForToken(
        token,
        async (insid) => {
          await setPicture(insid, groupId, jpeg);
          const size = GROUP_PICTURE_SIZE;
          return { groupId, width: size, height: size, mimeType: 'image/jpeg' as const };
        },
        notAdmin,
      );
    },

    removePicture: (token: ApiToken, groupId: string) => {
      const setPicture = engineOperation(engine, 'group.picture');
      return runForToken(
        token,
        async (insid) => {
          await setPicture(insid, groupId, null);
          return { groupId, removed: true as const };
        },
        notAdmin,
      );
    },
  };
}

import {
  GROUP_PICTURE_SIZE,
  GroupAdminMessages,
  type GroupChanges,
  type GroupInvite,
  inviteCodeOf,
  inviteLinkOf,
} from '@chatgate/contracts';
import type { MessagingEngine } from '../../engines/engine';
import type { ApiToken } from '../../http/api-key-guard';
import { engineOperation } from '../../http/engine-operation';
import { groupPictureJpeg } from './group-picture';
import { runForToken, toGroupView } from './groups.service';

const { notAdmin } = GroupAdminMessages;

/**
 * Group administration for a token: each call is an optional engine operation (501 on an engine
 * without it, checked first), then needs a connected phone; the engines check the admin rule.
 */
export function groupAdminService({ engine }: { engine: MessagingEngine }) {
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
        async (insid) => toGroupView(await update(insid, groupId, changes)),
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
      return runForToken(token, async (insid) => toGroupView(await join(insid, code)));
    },

    leave: (token: ApiToken, groupId: string) => {
      const leave = engineOperation(engine, 'group.leave');
      return runForToken(token, async (insid) => {
        await leave(insid, groupId);
        return { groupId, left: true as const };
      });
    },

    setPicture: async (token: ApiToken, groupId: string, image: string) => {
      const setPicture = engineOperation(engine, 'group.picture');
      const jpeg = await groupPictureJpeg(image);
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
  };
}

import type { GroupChanges, ParticipantAction } from '@chatgate/contracts';
import type { AdminAction } from '../operations/group-admin';

const who = (number: string) => `+${number}`;
const list = (numbers: string[]) => numbers.map(who).join(', ');

/** The system lines a group's phones show for a change of its subject, description or settings. */
export function changeNotices(actor: string, changes: GroupChanges): string[] {
  const by = who(actor);
  const lines: string[] = [];
  if (changes.subject !== undefined) lines.push(`${by} changed the subject to "${changes.subject}"`);
  if (changes.description !== undefined) lines.push(`${by} changed the group description`);
  if (changes.onlyAdminsSend !== undefined)
    lines.push(
      `${by} changed this group's settings to allow ${changes.onlyAdminsSend ? 'only admins' : 'all participants'} to send messages`,
    );
  if (changes.onlyAdminsEdit !== undefined)
    lines.push(
      `${by} changed this group's settings to allow ${changes.onlyAdminsEdit ? 'only admins' : 'all participants'} to edit this group's info`,
    );
  return lines;
}

const VERBS: Record<ParticipantAction | AdminAction, (numbers: string) => string> = {
  add: (n) => `added ${n}`,
  remove: (n) => `removed ${n}`,
  promote: (n) => `promoted ${n} to admin`,
  demote: (n) => `demoted ${n} from admin`,
};

/** The line for participants added, removed, promoted or demoted by `actor`. */
export const participantNotice = (actor: string, action: ParticipantAction, numbers: string[]) =>
  `${who(actor)} ${VERBS[action](list(numbers))}`;

export const GroupNoticeTexts = {
  joined: (actor: string) => `${who(actor)} joined using this group's invite link`,
  left: (actor: string) => `${who(actor)} left`,
  picture: (actor: string) => `${who(actor)} changed this group's icon`,
  pictureRemoved: (actor: string) => `${who(actor)} deleted this group's icon`,
  inviteReset: (actor: string) => `${who(actor)} reset this group's invite link`,
} as const;

import type { ChatPatch, SettingTimes } from './chats.queries';

/** The patch fields each ordered setting covers (a mute's end goes with the mute). */
const FIELDS_OF = {
  archived: ['archived'],
  pinned: ['pinned'],
  muted: ['muted', 'mutedUntil'],
} as const satisfies Record<keyof SettingTimes, ReadonlyArray<keyof ChatPatch>>;

const SETTINGS = Object.keys(FIELDS_OF) as Array<keyof SettingTimes>;

/**
 * What of a change made at `at` is newer than the chat's settings (decision 0041): a setting
 * changed at or after `at` (a later API change, or the phone's report of one) is left out, so a
 * late echo of an older change does not undo it. Answers the patch to write and, for each setting
 * it keeps, the time to record as its last change. The other fields (name, unread, delete) pass.
 */
export function newerPart(
  patch: ChatPatch,
  times: SettingTimes,
  at: Date,
): { patch: ChatPatch; changed: Partial<SettingTimes> } {
  const kept: Record<string, unknown> = { ...patch };
  const changed: Partial<SettingTimes> = {};
  for (const setting of SETTINGS) {
    const fields = FIELDS_OF[setting];
    if (!fields.some((field) => field in patch)) continue;
    const last = times[setting];
    if (last && last.getTime() >= at.getTime()) for (const field of fields) delete kept[field];
    else changed[setting] = at;
  }
  return { patch: kept as ChatPatch, changed };
}

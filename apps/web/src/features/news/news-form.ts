import { AnnouncementMessages, NewsFieldsSchema, type UserListEntry } from '@chatgate/contracts';
import { z } from 'zod';
import type { NewsKind } from './news-kinds';

/** A broadcast goes to everyone: its recipients stay empty. */
export const BroadcastFormSchema = NewsFieldsSchema.extend({ recipients: z.array(z.string()) });

/** An announcement needs at least one recipient (the server's rule, its message). */
export const AnnouncementFormSchema = NewsFieldsSchema.extend({
  recipients: z.array(z.string()).min(1, AnnouncementMessages.recipientsRequired),
});

export type NewsFormValues = z.infer<typeof BroadcastFormSchema>;

export const EMPTY_NEWS_FORM: NewsFormValues = { subject: '', description: '', recipients: [] };

/** The edit form starts from the item as stored. */
export const newsFormValues = (item: {
  subject: string;
  description: string;
  recipients?: string[];
}): NewsFormValues => ({
  subject: item.subject,
  description: item.description,
  recipients: item.recipients ?? [],
});

export const newsFormSchema = (kind: NewsKind) =>
  kind === 'announcement' ? AnnouncementFormSchema : BroadcastFormSchema;

/**
 * The multipart body of spec 7.2: subject, description and the optional file; an announcement
 * also carries the sender's uuid and one `recipients` field per chosen user. An edit without a
 * new file may ask to remove the stored one.
 */
export function newsFormData(
  kind: NewsKind,
  values: NewsFormValues,
  file: File | null,
  uuid: string | undefined,
  removeFile = false,
): FormData {
  const form = new FormData();
  form.append('subject', values.subject);
  form.append('description', values.description);
  if (kind === 'announcement') {
    if (uuid) form.append('uuid', uuid);
    for (const id of values.recipients) form.append('recipients', id);
  }
  if (file) form.append('file', file, file.name);
  else if (removeFile) form.append('removeFile', 'true');
  return form;
}

/** A user as the recipient list names them: the name, then the username when it differs. */
export function userLabel(user: UserListEntry): string {
  const name = user.name.trim();
  if (!name) return user.username;
  return user.username && user.username !== name ? `${name} (${user.username})` : name;
}

/** The users whose name or username contains every word of the search, in the list's order. */
export function filterUsers(users: UserListEntry[], search: string): UserListEntry[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return users;
  return users.filter((user) => {
    const text = `${user.name} ${user.username}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The selection with the given ids added (once each) or removed. */
export function toggleIds(selected: string[], ids: string[], on: boolean): string[] {
  if (!on) return selected.filter((id) => !ids.includes(id));
  return [...selected, ...ids.filter((id) => !selected.includes(id))];
}

/** How many of the shown ids are selected: Select all shown has work when fewer than all, Clear shown when any. */
export const selectedAmong = (selected: string[], shown: string[]): number =>
  shown.filter((id) => selected.includes(id)).length;

import { AnnouncementMessages, NewsMessages } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import {
  AnnouncementFormSchema,
  BroadcastFormSchema,
  filterUsers,
  newsFormData,
  newsFormValues,
  selectedAmong,
  toggleIds,
  userLabel,
} from './news-form';

const ANA = { uuid: '11111111-1111-4111-8111-111111111111', name: 'Ana Lima', username: 'ana' };
const BEN = { uuid: '22222222-2222-4222-8222-222222222222', name: 'Ben Stone', username: 'bstone' };

describe('news form schemas', () => {
  it('needs a subject and a description, trimmed', () => {
    const result = BroadcastFormSchema.safeParse({ subject: '  ', description: '', recipients: [] });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(NewsMessages.subjectRequired);
    expect(messages).toContain(NewsMessages.descriptionRequired);
    expect(BroadcastFormSchema.parse({ subject: ' Hi ', description: 'Text', recipients: [] }).subject).toBe(
      'Hi',
    );
  });

  it('needs at least one recipient for an announcement only', () => {
    const values = { subject: 'Hi', description: 'Text', recipients: [] };
    const result = AnnouncementFormSchema.safeParse(values);
    expect(result.error?.issues[0]?.message).toBe(AnnouncementMessages.recipientsRequired);
    expect(AnnouncementFormSchema.safeParse({ ...values, recipients: [ANA.uuid] }).success).toBe(true);
    expect(BroadcastFormSchema.safeParse(values).success).toBe(true);
  });
});

describe('newsFormData', () => {
  const values = { subject: 'Hi', description: 'Line 1\nLine 2', recipients: [ANA.uuid, BEN.uuid] };

  it('sends an announcement with its uuid, one recipients field per user and the file', () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const form = newsFormData('announcement', values, file, 'me');
    expect(form.get('subject')).toBe('Hi');
    expect(form.get('description')).toBe('Line 1\nLine 2');
    expect(form.get('uuid')).toBe('me');
    expect(form.getAll('recipients')).toEqual([ANA.uuid, BEN.uuid]);
    expect((form.get('file') as File).name).toBe('notes.txt');
  });

  it('sends a broadcast without recipients, and no file field without a file', () => {
    const form = newsFormData('broadcast', values, null, 'me');
    expect([...form.keys()]).toEqual(['subject', 'description']);
  });

  it('asks an edit to remove the stored file only when no new file replaces it', () => {
    expect(newsFormData('broadcast', values, null, 'me', true).get('removeFile')).toBe('true');
    const file = new File(['x'], 'new.txt', { type: 'text/plain' });
    expect(newsFormData('broadcast', values, file, 'me', true).get('removeFile')).toBeNull();
  });

  it('starts an edit from the stored item, recipients included', () => {
    expect(newsFormValues({ subject: 'S', description: 'D', recipients: [ANA.uuid] })).toEqual({
      subject: 'S',
      description: 'D',
      recipients: [ANA.uuid],
    });
    expect(newsFormValues({ subject: 'S', description: 'D' }).recipients).toEqual([]);
  });
});

describe('recipient list helpers', () => {
  it('labels a user by name and username', () => {
    expect(userLabel(ANA)).toBe('Ana Lima (ana)');
    expect(userLabel({ ...ANA, name: 'ana' })).toBe('ana');
    expect(userLabel({ ...ANA, name: ' ' })).toBe('ana');
  });

  it('filters by every word, in name or username, ignoring case', () => {
    expect(filterUsers([ANA, BEN], '')).toEqual([ANA, BEN]);
    expect(filterUsers([ANA, BEN], 'BSTONE')).toEqual([BEN]);
    expect(filterUsers([ANA, BEN], 'ana lima')).toEqual([ANA]);
    expect(filterUsers([ANA, BEN], 'ana stone')).toEqual([]);
  });

  it('adds ids once and removes them', () => {
    expect(toggleIds(['a'], ['a', 'b'], true)).toEqual(['a', 'b']);
    expect(toggleIds(['a', 'b', 'c'], ['a', 'c'], false)).toEqual(['b']);
  });

  it('counts only the selected ids that are shown', () => {
    expect(selectedAmong(['a'], ['b', 'c'])).toBe(0);
    expect(selectedAmong(['a', 'b'], ['b', 'c'])).toBe(1);
    expect(selectedAmong(['b', 'c', 'd'], ['b', 'c'])).toBe(2);
  });
});

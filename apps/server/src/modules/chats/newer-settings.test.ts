import { describe, expect, it } from 'vitest';
import { newerPart } from './newer-settings';

const at = new Date('2026-12-04T03:00:00.000Z');
const before = new Date(at.getTime() - 1);
const after = new Date(at.getTime() + 1);
const never = { archived: null, pinned: null, muted: null };

describe('newerPart', () => {
  it('keeps settings never changed or changed before, stamping each with the change’s time', () => {
    const patch = { archived: true, pinned: false, muted: true, mutedUntil: null };
    expect(newerPart(patch, { ...never, pinned: before }, at)).toEqual({
      patch,
      changed: { archived: at, pinned: at, muted: at },
    });
  });

  it('leaves out a setting changed at or after the change, a mute with its end', () => {
    const patch = { archived: true, pinned: true, muted: false, mutedUntil: null, name: 'Anna' };
    expect(newerPart(patch, { archived: before, pinned: at, muted: after }, at)).toEqual({
      patch: { archived: true, name: 'Anna' },
      changed: { archived: at },
    });
  });

  it('passes what is not an ordered setting as it is', () => {
    const patch = { name: 'Team', unreadCount: 0, deleted: true as const };
    expect(newerPart(patch, { archived: after, pinned: after, muted: after }, at)).toEqual({
      patch,
      changed: {},
    });
  });
});

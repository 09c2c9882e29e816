import { LOG_FILTERS, LOG_LEVELS, LogEntrySchema } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { LEVEL_CHOICES, levelBadge, typeLabel } from './log-format';

describe('LEVEL_CHOICES', () => {
  it('offers the spec filter: all, error, warning, info, success, in that order', () => {
    expect(LEVEL_CHOICES.map((choice) => choice.value)).toEqual([...LOG_FILTERS]);
    expect(LEVEL_CHOICES.map((choice) => choice.label)).toEqual([
      'All',
      'Error',
      'Warning',
      'Info',
      'Success',
    ]);
  });
});

describe('levelBadge', () => {
  it('colours error red, warning amber, info blue and success green', () => {
    expect(levelBadge('error')).toEqual({ label: 'Error', tone: 'danger' });
    expect(levelBadge('warning')).toEqual({ label: 'Warning', tone: 'warning' });
    expect(levelBadge('info')).toEqual({ label: 'Info', tone: 'info' });
    expect(levelBadge('success')).toEqual({ label: 'Success', tone: 'success' });
  });

  it('has a label for every level', () => {
    for (const level of LOG_LEVELS) expect(levelBadge(level).label).not.toBe(level);
  });
});

describe('typeLabel', () => {
  it('names every source of entries', () => {
    expect(LogEntrySchema.shape.type.options.map(typeLabel)).toEqual([
      'API call',
      'Message',
      'Session',
      'Webhook',
    ]);
  });
});

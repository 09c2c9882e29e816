import { SheetsTexts } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { NewRowFormSchema, newRowErrorField, phoneColumnFor, selectedColumn } from './settings-rules';
import { insertAt, placeholderFor, placeholderHeaders, unknownPlaceholder } from './template-text';

describe('insertAt', () => {
  it('inserts at the cursor and puts the cursor after the insert', () => {
    expect(insertAt('Hi , welcome', 3, 3, '{{Name}}')).toEqual({ text: 'Hi {{Name}}, welcome', cursor: 11 });
  });

  it('replaces the selection', () => {
    expect(insertAt('Hi NAME!', 3, 7, '{{Name}}')).toEqual({ text: 'Hi {{Name}}!', cursor: 11 });
  });

  it('appends when the cursor is past the end, and works on an empty text', () => {
    expect(insertAt('Hi', 99, 99, ' {{Name}}')).toEqual({ text: 'Hi {{Name}}', cursor: 11 });
    expect(insertAt('', 0, 0, '{{Order}}')).toEqual({ text: '{{Order}}', cursor: 9 });
  });
});

describe('placeholders', () => {
  it('offers each written header once, without braces', () => {
    expect(placeholderHeaders([' Name ', '', 'Order', 'Name', '{{x}}'])).toEqual(['Name', 'Order']);
    expect(placeholderFor(' Name ')).toBe('{{Name}}');
  });

  it('finds the first placeholder that names no column', () => {
    const headers = ['Name', 'Order '];
    expect(unknownPlaceholder('Hi {{ Name }}, order {{Order}}', headers)).toBeNull();
    expect(unknownPlaceholder('Hi {{name}} {{ORDER}}', headers)).toBeNull();
    expect(unknownPlaceholder('Hi {{Name}} {{Total}} {{Tax}}', headers)).toBe('Total');
    expect(unknownPlaceholder('No placeholders', [])).toBeNull();
  });
});

describe('Send on new row form', () => {
  it('says a missing phone column in the contract words', () => {
    const result = NewRowFormSchema.safeParse({ enabled: true, tab: 'Leads', template: 'Hi' });
    expect(result.error?.issues[0]?.message).toBe(SheetsTexts.columnMissing);
    expect(
      NewRowFormSchema.safeParse({ enabled: true, tab: 'Leads', phoneColumn: 1, template: 'Hi' }).success,
    ).toBe(true);
  });

  it('puts a 400 under its field', () => {
    expect(newRowErrorField(SheetsTexts.tabMissing)).toBe('tab');
    expect(newRowErrorField(SheetsTexts.columnMissing)).toBe('phoneColumn');
    expect(newRowErrorField(SheetsTexts.unknownPlaceholder('Total'))).toBe('template');
    expect(newRowErrorField(SheetsTexts.notConnected)).toBeNull();
  });

  it('keeps a saved phone column the tab still has, else takes the guess', () => {
    expect(phoneColumnFor(2, ['a', 'b', 'c'], 0)).toBe(2);
    expect(phoneColumnFor(5, ['a', 'b', 'c'], 1)).toBe(1);
    expect(phoneColumnFor(null, ['a'], 0)).toBe(0);
    expect(selectedColumn('')).toBeUndefined();
    expect(selectedColumn('4')).toBe(4);
  });
});
